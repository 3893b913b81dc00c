/**
 * Whether the browser has popovers (HTML's `popover` attribute): a button's `popovertarget` then
 * shows and hides its popover with no script (Chromium 114, Safari 17, Firefox 125). Elsewhere the
 * island does it from the button's click.
 */
export const hasPopovers = (): boolean => typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;
