import { notFound, serviceAreas } from '../model/siteContent';
import { PageSuggestions } from '../features/search';
import { ButtonLink } from '../ui/Button';
import { Container, Section } from '../ui/layout';

const HELPFUL_PAGES = [
  { path: '/', title: notFound.homeLabel },
  ...serviceAreas.map((area) => ({ path: area.path, title: area.title })),
  ...notFound.moreLinks.map((link) => ({ path: link.to, title: link.label })),
];

/** The unknown-route screen: prerendered as dist/404.html and shown for any unmatched URL. */
export function NotFoundView() {
  return (
    <Section>
      <Container>
        <h1>{notFound.heading}</h1>
        <p>{notFound.text}</p>
        <p>{notFound.suggestionsLead}</p>
        <PageSuggestions fallback={HELPFUL_PAGES} />
        <ButtonLink to="/contact">{notFound.contactLabel}</ButtonLink>
      </Container>
    </Section>
  );
}

export const Component = NotFoundView;
