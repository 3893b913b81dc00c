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
