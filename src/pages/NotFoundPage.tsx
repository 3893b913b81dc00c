import { notFound, serviceAreas } from '../model/siteContent';
import { ButtonLink } from '../ui/Button';
import { NotFoundScreen } from './components/NotFoundScreen';

const HELPFUL_PAGES = [
  { path: '/', title: notFound.homeLabel },
  ...serviceAreas.map((area) => ({ path: area.path, title: area.title })),
  ...notFound.moreLinks.map((link) => ({ path: link.to, title: link.label })),
];

/** The unknown-route screen: prerendered as dist/404.html and shown for any unmatched URL. */
export function NotFoundView() {
  return (
    <NotFoundScreen copy={notFound} fallback={HELPFUL_PAGES}>
      <ButtonLink to="/contact">{notFound.contactLabel}</ButtonLink>
    </NotFoundScreen>
  );
}

export const Component = NotFoundView;
