import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The files of a worker share one document (isolate: false in vitest.config.ts): each test leaves it
// as it found it, without what a test mounted outside Testing Library (islands, portals) or stored.
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) if (name !== 'lang') document.documentElement.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
});

// Parts loaded on demand (dialog, chat panel, search) are dynamic imports that vitest transforms on
// first use; on a busy 2-core machine that took longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5_000 });

// vite-react-ssg's <Head> needs its helmet provider; in component tests it only has to render.
vi.mock('vite-react-ssg', () => ({ Head: () => null }));

// jsdom has <dialog> but not its modal API; the real behaviour is covered in Chromium end-to-end.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom knows the popover attribute (its style hides one) but neither its API nor :popover-open: a
// stand-in shows, hides and toggles one (its toggle event at once, where a browser queues it), runs a
// button's popovertarget, and shows an open one. The real behaviour is covered in Chromium end-to-end.
if (typeof HTMLElement !== 'undefined' && !('showPopover' in HTMLElement.prototype)) {
  const shown = new WeakSet<Element>();
  const OPEN = 'data-test-popover-open';
  const style = document.createElement('style');
  style.textContent = `[${OPEN}] { display: block !important; }`;
  document.head.append(style);
  const show = (element: HTMLElement, open: boolean) => {
    if (shown.has(element) === open) return;
    if (open) shown.add(element);
    else shown.delete(element);
    element.toggleAttribute(OPEN, open);
    element.dispatchEvent(Object.assign(new Event('toggle'), { oldState: open ? 'closed' : 'open', newState: open ? 'open' : 'closed' }));
  };
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      show(this, true);
    },
    hidePopover(this: HTMLElement) {
      show(this, false);
    },
    togglePopover(this: HTMLElement, force?: boolean) {
      show(this, force ?? !shown.has(this));
      return shown.has(this);
    },
  });
  const matches = Element.prototype.matches;
  Element.prototype.matches = function matchesPopoverOpen(this: Element, selectors: string) {
    return selectors === ':popover-open' ? shown.has(this) : matches.call(this, selectors);
  };
  // A press no handler cancelled on a button with popovertarget shows, hides or toggles its popover.
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[popovertarget]') : null;
    const popover = button && document.getElementById(button.getAttribute('popovertarget') ?? '');
    if (!popover || event.defaultPrevented || !('togglePopover' in popover)) return;
    const action = button.getAttribute('popovertargetaction');
    popover.togglePopover(action === 'show' ? true : action === 'hide' ? false : undefined);
  });
}
