import { ButtonLink } from '../ui/Button';
import { Container, Section } from '../ui/layout';

/** An unknown compliance key: the spec's texts, with a way back to the frameworks. */
export function Component() {
  return (
    <Section>
      <Container>
        <h1>Compliance service not found</h1>
        <p>The requested compliance service does not exist.</p>
        <ButtonLink to="/compliance" $variant="secondary">View all compliance frameworks</ButtonLink>
      </Container>
    </Section>
  );
}
