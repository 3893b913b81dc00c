import { ButtonLink } from '../../ui/Button';
import { Container, Section, SectionHeader } from '../../ui/layout';

interface CallToActionProps {
  /** Id of the heading, which labels the section. */
  id: string;
  title: string;
  text: string;
  label: string;
  to?: string;
}

/** The dark closing band of a page: a heading, one sentence and one button (to /contact by default). */
export function CallToAction({ id, title, text, label, to = '/contact' }: CallToActionProps) {
  return (
    <Section $tone="dark" aria-labelledby={id}>
      <Container>
        <SectionHeader>
          <h2 id={id}>{title}</h2>
          <p>{text}</p>
          <ButtonLink to={to} $variant="inverse">
            {label}
          </ButtonLink>
        </SectionHeader>
      </Container>
    </Section>
  );
}
