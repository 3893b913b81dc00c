import type { ComponentProps, ReactNode } from 'react';
import { PageSuggestions } from '../../features/search';
import { Container, Section } from '../../ui/layout';

/**
 * A page that is not there: what happened, the pages that may help (those closest to the address
 * once the search has them, `fallback` until then) and one way on (`children`).
 */
export function NotFoundScreen({
  copy,
  fallback,
  children,
}: {
  copy: { heading: string; text: string; suggestionsLead: string };
  fallback: ComponentProps<typeof PageSuggestions>['fallback'];
  children: ReactNode;
}) {
  return (
    <Section>
      <Container>
        <h1>{copy.heading}</h1>
        <p>{copy.text}</p>
        <p>{copy.suggestionsLead}</p>
        <PageSuggestions fallback={fallback} />
        {children}
      </Container>
    </Section>
  );
}
