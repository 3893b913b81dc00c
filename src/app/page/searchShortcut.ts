import { asleep, wake } from '../islands/runtime';
import { isSearchShortcut, SEARCH_DIALOG_ID } from '../../features/search/plain';

/** Ctrl+K, ⌘+K and '/' open the search dialog (in the page, closed) from the page's first script on. */
export function searchShortcut(): void {
  document.addEventListener('keydown', (event) => {
    const header = document.querySelector<HTMLElement>('vip-island[data-island=header]');
    const dialog = document.getElementById(SEARCH_DIALOG_ID);
    if (!asleep(header) || !(dialog instanceof HTMLDialogElement) || !isSearchShortcut(event)) return;
    event.preventDefault();
    if (!dialog.open) dialog.showModal();
    void wake(header).catch(() => undefined);
  });
}
