import { useEffect } from 'react';

/** Typing into a field must stay typing: '/' opens search only from elsewhere. */
function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select') !== null);
}

/**
 * Ctrl+K / ⌘+K anywhere, and '/' when focus is not in a field, call `onOpen` — unless another
 * dialog (the consultation form, the mobile menu) has the visitor's attention.
 */
export function useSearchShortcut(onOpen: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.altKey) return;
      const key = event.key.toLowerCase();
      const commandK = key === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
      const slash = key === '/' && !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target);
      if (!commandK && !slash) return;
      if (document.querySelector('dialog[open]:not([data-site-search])')) return;
      event.preventDefault();
      onOpen();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onOpen]);
}
