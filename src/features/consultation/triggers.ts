/**
 * The consultation dialog's triggers, in plain script (no React): they work from the page's first
 * script on, wherever they are on the page, and load the dialog only when one is used.
 */
import { markSeenThisSession, seenThisSession } from './sessionFlag';

/** Marks a 'Get a Free Consultation' link (ConsultationButton); its value is the dialog's title, if any. */
export const CONSULTATION_TRIGGER = 'data-consultation';
/** Marks a page whose consultation dialog opens by itself (the home page). */
export const AUTO_OPEN_ATTRIBUTE = 'data-consultation-auto';
/**
 * The home page's dialog opens after the visitor has had this long with the page: it never
 * interrupts the first view (or its loading), and leaving the page before then cancels it.
 */
export const AUTO_OPEN_DELAY_MS = 4000;

export interface ConsultationRequest {
  title?: string;
  /** Opened by the visitor (counted as an event), not by the page itself. */
  byVisitor: boolean;
  /** The trigger's own page (the consultation form), where a visitor goes if the dialog cannot load. */
  href?: string;
}

/** A press the page should take: a plain left click, not one that asks for a new tab or window. */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Calls `open` for a plain click on any trigger (the link's own page stays the path without
 * script, or for a new tab), and once per browser session AUTO_OPEN_DELAY_MS after `start` on a
 * page that asks for it. Returns a function that stops both.
 */
export function watchConsultationTriggers(open: (request: ConsultationRequest) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const trigger = event.target instanceof Element ? event.target.closest(`a[${CONSULTATION_TRIGGER}]`) : null;
    if (!trigger || event.defaultPrevented || !plainClick(event)) return;
    event.preventDefault();
    open({ title: trigger.getAttribute(CONSULTATION_TRIGGER) || undefined, byVisitor: true, href: (trigger as HTMLAnchorElement).href });
  };
  document.addEventListener('click', onClick);
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (document.querySelector(`[${AUTO_OPEN_ATTRIBUTE}]`) && !seenThisSession()) {
    timer = setTimeout(() => {
      if (seenThisSession()) return;
      markSeenThisSession();
      open({ byVisitor: false });
    }, AUTO_OPEN_DELAY_MS);
  }
  return () => {
    document.removeEventListener('click', onClick);
    clearTimeout(timer);
  };
}
