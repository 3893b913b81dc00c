/** The search dialog's id: its button and the page's script open it by this. */
export const SEARCH_DIALOG_ID = 'site-search';

/** Typing into a field must stay typing: '/' opens search only from elsewhere. */
function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select') !== null);
}

/**
 * Whether a key press asks for the site search: Ctrl+K / ⌘+K anywhere, and '/' when focus is not
 * in a field, unless another dialog (the consultation form, the mobile menu) has the visitor's attention.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  const key = event.key.toLowerCase();
  const commandK = key === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
  const slash = key === '/' && !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target);
  if (!commandK && !slash) return false;
  return !document.querySelector('dialog[open]:not([data-site-search])');
}
