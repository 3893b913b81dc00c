import styled from 'styled-components';
import { bookingManageIsland } from '../features/booking';
import { Island } from '../ui/Island';
import { Container, Section } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import type { ViewProps } from '../model/types';

const StepColumn = styled.div`
  max-width: 48rem;
`;

/**
 * The page a booking's e-mailed link opens (its token in the query). Opening it changes nothing:
 * mail scanners open every link. The island shows the meeting and moves it; its cancel button is a
 * plain form that POSTs to this very URL, so cancelling works without script too.
 */
export function Component({ data: { heading, text, noScript, cancel, invalid, reachUs, words } }: ViewProps<'booking-manage'>) {
  return (
    <>
      <PageHero title={heading} lead={text} />
      <Section>
        <Container>
          <StepColumn>
            <noscript>
              <p>{noScript}</p>
            </noscript>
            <Island of={bookingManageIsland} props={{ copy: { cancel, invalid }, reachUs, words }} when="idle" />
          </StepColumn>
        </Container>
      </Section>
    </>
  );
}
