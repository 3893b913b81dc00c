import type { Faq } from './schemas/records';
import type { ViewData, ViewName } from './types';

/** The questions and answers in a page's view data; none for views without them. */
export function faqOf(data: ViewData[ViewName]): readonly Faq[] {
  return data && typeof data === 'object' && 'faq' in data ? (data.faq ?? []) : [];
}
