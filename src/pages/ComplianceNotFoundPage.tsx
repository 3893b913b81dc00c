import { PageSuggestions } from '../features/search';
import { ButtonLink } from '../ui/Button';
import { Container, Section } from '../ui/layout';
import { firstOf } from './ServiceNotFoundPage';

/** An unknown compliance key: the spec's texts, with a way back to the frameworks. */
export function Component() {
  return (
    <Section>
      <Container>
        <h1>Compliance service not found</h1>
        <p>The requested compliance service does not exist.</p>
        <p>You may be looking for:</p>
        <PageSuggestions fallback={firstOf('/compliance')} />
        <ButtonLink to="/compliance" $variant="secondary">View all compliance frameworks</ButtonLink>
      </Container>
    </Section>
  );
}
