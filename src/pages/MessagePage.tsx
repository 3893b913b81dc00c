import { ButtonLink } from '../ui/Button';
import { Container, Section } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import type { ViewProps } from '../model/types';

/** What a followed link did (the newsletter's confirmation or unsubscription), and where to go next. */
export function Component({ data: { heading, text, link } }: ViewProps<'message'>) {
  return (
    <>
      <PageHero title={heading} lead={text} />
      <Section>
        <Container>
          <ButtonLink to={link.to}>{link.label}</ButtonLink>
        </Container>
      </Section>
    </>
  );
}
