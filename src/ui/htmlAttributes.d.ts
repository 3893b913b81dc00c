/**
 * HTML the React 18 types lack, passed through as written: Invoker Commands (a button that opens or
 * closes a <dialog> or popover with no script: Chromium 135, Firefox 144, Safari 26.2), a
 * dialog's `closedby` (Escape and a click outside close it natively: Chromium 134, Firefox 141), and
 * popovers (an element shown in the top layer by its button's `popovertarget`, with no script:
 * Chromium 114, Safari 17, Firefox 125). React 18 knows none of them, so they are written in lower case.
 */
import 'react';

declare module 'react' {
  // The type parameters must be React's own for the declarations to merge.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual' | 'hint';
  }
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
    commandfor?: string;
    popovertarget?: string;
    popovertargetaction?: 'toggle' | 'show' | 'hide';
  }
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none';
  }
  /* eslint-enable @typescript-eslint/no-unused-vars */
}
