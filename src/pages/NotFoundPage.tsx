import { serviceAreas } from '../site/siteContent';
import { PageSuggestions } from '../features/search';
import { ButtonLink } from '../ui/Button';
import { Container, Section } from '../ui/layout';

const HELPFUL_PAGES = [
  { path: '/', title: 'Home' },
  ...serviceAreas.map((area) => ({ path: area.path, title: area.title })),
  { path: '/about', title: 'About Virtual IP' },
];

/** The unknown-route screen: prerendered as dist/404.html and shown for any unmatched URL. */
export function NotFoundView() {
  return (
    <Section>
      <Container>
        <h1>Page not found</h1>
        <p>Sorry, we couldn’t find the page you were looking for. It may have moved, or the address may be mistyped.</p>
        <p>These pages may help:</p>
        <PageSuggestions fallback={HELPFUL_PAGES} />
        <ButtonLink to="/contact">Contact Us</ButtonLink>
      </Container>
    </Section>
  );
}

export const Component = NotFoundView;
