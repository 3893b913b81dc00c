import { asleep, islandOf, wake } from '../islands/runtime';
import { afterNextPaint } from '../../ui/afterNextPaint';
import { showConsultation, watchConsultationTriggers, type ConsultationRequest } from '../../features/consultation/plain';

/**
 * A consultation button opens its page's dialog at once (it is in the page); its form's island wakes
 * for a visitor's press, and for a dialog that opened by itself only when the visitor turns to it.
 * A page without the dialog leaves the visitor to the button's own page.
 */
function openConsultation(request: ConsultationRequest): void {
  const dialog = showConsultation(request);
  if (!dialog) {
    if (request.href) window.location.assign(request.href);
    return;
  }
  const island = islandOf(dialog);
  // The dialog is painted open first; its island's code then loads and runs.
  if (request.byVisitor && asleep(island)) afterNextPaint(() => void wake(island).catch(() => undefined));
}

/** The consultation buttons of the page open its dialog. */
export function watchConsultationButtons(): void {
  watchConsultationTriggers(openConsultation);
}
