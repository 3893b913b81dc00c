/** sessionStorage flag: the home page opened the dialog by itself (or it was dismissed) this session. */
export const AUTO_OPEN_SEEN_KEY = 'vip:lead-modal-seen';

export function seenThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(AUTO_OPEN_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function markSeenThisSession(): void {
  try {
    window.sessionStorage.setItem(AUTO_OPEN_SEEN_KEY, '1');
  } catch {
    // Storage can be unavailable (privacy modes); the dialog then just may open again.
  }
}
