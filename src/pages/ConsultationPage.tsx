import styled from 'styled-components';
import { consultationFormIsland } from './islands/consultation';
import { Island } from '../ui/Island';
import { Link } from '../ui/Link';
import { Container, Section } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import { theme } from '../ui/theme';
import type { ViewProps } from '../model/types';

const FormColumn = styled.div`
  max-width: ${theme.layout.measure};
`;

/** The consultation form on a page of its own: where a consultation button leads a visitor without script. */
export function Component({ data: { hero, booking } }: ViewProps<'consultation'>) {
  return (
    <>
      <PageHero title={hero.title} lead={hero.lead} />
      <Section>
        <Container>
          <FormColumn>
            <p>
              {booking.text} <Link to={booking.link.to}>{booking.link.label}</Link>.
            </p>
            <Island of={consultationFormIsland} props={{}} />
          </FormColumn>
        </Container>
      </Section>
    </>
  );
}
