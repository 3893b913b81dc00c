/**
 * The consultation dialog opened in plain script: it is part of the page (prerendered, closed, its
 * form an island), so it opens at once, before or without its island's code; the island takes it
 * over as it finds it (ConsultationDialog).
 */
import { afterNextPaint } from '../../ui/afterNextPaint';
import { markSeenThisSession } from './sessionFlag';
import type { ConsultationRequest } from './triggers';

export const CONSULTATION_DIALOG_ID = 'consultation-dialog';
/** docs/product/site.md §9: the first field gets focus 50 ms after opening. */
export const FOCUS_DELAY_MS = 50;

let requested: string | undefined;
/** The dialog's own title, as the page renders it (content/islands/consultation.json): read at the first opening. */
let pageTitle: string | undefined;

/** The title the dialog was last opened with (undefined: its own): its island renders it, so hydration finds what the page shows. */
export const requestedTitle = (): string | undefined => requested ?? pageTitle;

/** Focuses the form's first field, unless the visitor is already in one of its fields. */
function focusFirstField(dialog: HTMLDialogElement): void {
  const active = document.activeElement;
  if (!dialog.open || (active && dialog.contains(active) && active.matches('input, select, textarea'))) return;
  dialog.querySelector<HTMLElement>('form input')?.focus();
}

/**
 * Opens the page's consultation dialog with the request's title; returns it, or undefined when the
 * page has none (the trigger's link then leads to the form's own page). Closing it, however it
 * closes, counts as its dismissal for the browser session.
 */
export function showConsultation(request: ConsultationRequest): HTMLDialogElement | undefined {
  const dialog = document.getElementById(CONSULTATION_DIALOG_ID);
  if (!(dialog instanceof HTMLDialogElement)) return undefined;
  if (!dialog.open) {
    requested = request.title;
    const heading = dialog.querySelector('h2');
    pageTitle ??= heading?.textContent ?? undefined;
    const title = requestedTitle();
    if (heading && title) heading.textContent = title;
    dialog.showModal();
    dialog.addEventListener('close', markSeenThisSession, { once: true });
    setTimeout(() => focusFirstField(dialog), FOCUS_DELAY_MS);
  }
  // Loaded when needed: analytics' code is no part of the page's first script.
  if (request.byVisitor) afterNextPaint(() => void import('../../api/analytics').then(({ track }) => track('consultation_open')));
  return dialog;
}
