/**
 * The form-problem page as an API apart from the site sends visitors to it (server/routes/formPosts.ts):
 * the problems and the form's path are in the query, and this lists them and points the page's link
 * back at the form. The link goes Back where the form is the page before, so the browser gives the
 * visitor's fields back as they typed them.
 */
import { BACK_LINK_ATTRIBUTE, FORM_PROBLEM_PARAMS, PROBLEM_LIST_ATTRIBUTE } from '../../model/formPages';

export function showFormProblems(): void {
  const query = new URLSearchParams(window.location.search);
  const list = document.querySelector(`[${PROBLEM_LIST_ATTRIBUTE}]`);
  for (const problem of query.getAll(FORM_PROBLEM_PARAMS.problem)) list?.appendChild(document.createElement('li')).append(problem);
  const back = query.get(FORM_PROBLEM_PARAMS.back) ?? '';
  const link = document.querySelector<HTMLAnchorElement>(`a[${BACK_LINK_ATTRIBUTE}]`);
  // Only a path of this site: the query is anyone's to write.
  if (!link || !/^\/(?![/\\])/.test(back)) return;
  link.href = back;
  link.addEventListener('click', (event) => {
    const before = document.referrer && URL.canParse(document.referrer) ? new URL(document.referrer) : undefined;
    if (before?.origin !== window.location.origin || before.pathname !== back) return;
    event.preventDefault();
    history.back();
  });
}
