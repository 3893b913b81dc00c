import styled from 'styled-components';
import { bookingIsland } from '../features/booking';
import { Island } from '../ui/Island';
import { CheckList, Container, Section } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import { theme } from '../ui/theme';
import type { ViewProps } from '../model/types';
import { CONSULTATION_PATH } from '../model/formPages';

/** The step, and beside it from the lg breakpoint (below it on narrower screens) what to expect. */
const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 20rem;
    align-items: start;
  }
`;

const Aside = styled.aside`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  h2 { font-size: ${theme.fontSizes.xl}; }
  ul { margin-bottom: ${theme.space.md}; }
  p { margin-bottom: ${theme.space.xs}; }
`;

const OtherWays = styled.ul`
  padding-left: ${theme.space.lg};
  li { margin-bottom: ${theme.space.xs}; }
`;

/**
 * The booking step on a page of its own: where the consultation page and the chat send a visitor
 * to pick a time. The step is an island that wakes once the page is idle (its free times change by
 * the minute, so none are prerendered); without script the page offers the consultation form (which
 * works without it), the contact form and the phone.
 */
export function Component({ data: { hero, noScript, aside, reachUs, words } }: ViewProps<'booking'>) {
  const ways = (withConsultationForm: boolean) => (
    <OtherWays>
      {withConsultationForm && (
        <li>
          <a href={CONSULTATION_PATH}>{noScript.consultationLabel}</a>
        </li>
      )}
      <li>
        <a href={reachUs.contactPath}>{noScript.contactLabel}</a>
      </li>
      <li>
        {`${noScript.callLabel} `}
        <a href={reachUs.phone.href}>{reachUs.phone.display}</a>
      </li>
    </OtherWays>
  );
  return (
    <>
      <PageHero title={hero.title} lead={hero.lead} />
      <Section>
        <Container>
          <Columns>
            <div>
              <noscript>
                <p>{noScript.text}</p>
                {ways(true)}
              </noscript>
              <Island of={bookingIsland} props={{ reachUs, words }} when="idle" />
            </div>
            <Aside aria-labelledby="booking-aside">
              <h2 id="booking-aside">{aside.heading}</h2>
              <CheckList>
                {aside.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </CheckList>
              <p>{aside.otherWays}</p>
              {ways(false)}
            </Aside>
          </Columns>
        </Container>
      </Section>
    </>
  );
}
