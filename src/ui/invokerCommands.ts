/**
 * Whether the browser runs a button's `command`/`commandfor` (Invoker Commands) itself: a button with
 * `command="show-modal"` then opens its dialog natively, and ModalDialog tells its island once that
 * frame is painted. Elsewhere the island opens the dialog from the button's click.
 */
export const hasInvokerCommands = (): boolean => typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;

/**
 * A command button's click handler: runs `open` only where the browser does not run the command
 * itself (there the dialog opened natively and reports it once painted).
 */
export const unlessNativeCommand = (open: () => void) => (): void => {
  if (!hasInvokerCommands()) open();
};
