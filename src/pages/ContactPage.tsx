import styled from 'styled-components';
import { company, formattedAddress } from '../model/siteContent';
import { contactFormIsland } from '../features/contact';
import { AddressLines } from '../ui/AddressLines';
import { Island } from '../ui/Island';
import { Container, Section } from '../ui/layout';
import { CalendarIcon, ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../ui/icons';
import { Link } from '../ui/Link';
import { BOOKING_PAGES } from '../model/bookingPaths';
import { PageHero } from '../ui/PageHero';
import { theme } from '../ui/theme';
import type { ViewProps } from '../model/types';

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${theme.media.lg} { grid-template-columns: 2fr 3fr; }
`;

// A <div> in a <dl> may hold only <dt> and <dd>: each icon sits in its <dt>, placed in the left column.
const InfoList = styled.dl`
  margin: 0;
  div { position: relative; padding-left: calc(${theme.layout.iconSize} + ${theme.space.sm}); margin-bottom: ${theme.space.lg}; }
  dt { font-weight: 700; color: ${theme.colors.ink}; }
  dd { margin: ${theme.space.sm} 0 0; }
  dt svg { position: absolute; left: 0; top: 0; color: ${theme.colors.accent}; }
`;

const Hours = styled.table`
  border-collapse: collapse;
  th { text-align: left; font-weight: 400; padding: 0 ${theme.space.md} 0 0; }
  td { padding: 0; }
`;

const LocationCard = styled.figure`
  margin: 0;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  svg { display: block; width: 100%; height: auto; }
  figcaption { padding: ${theme.space.sm} ${theme.space.md}; font-weight: 600; }
`;

function LocationMap() {
  return (
    <svg viewBox="0 0 400 180" width="400" height="180" aria-hidden="true" focusable="false">
      <rect width="400" height="180" style={{ fill: theme.colors.surfaceAlt }} />
      <path d="M0 120 C80 100 150 140 230 110 S360 70 400 90 V180 H0Z" style={{ fill: theme.colors.accentSoft }} />
      <path d="M0 60 H400 M120 0 V180 M280 0 V180 M0 150 L400 30" style={{ stroke: theme.colors.surface }} strokeWidth="8" />
      <path d="M200 40c-13 0-23 10-23 23 0 17 23 43 23 43s23-26 23-43c0-13-10-23-23-23Z" style={{ fill: theme.colors.primary }} />
      <circle cx="200" cy="63" r="8" style={{ fill: theme.colors.surface }} />
    </svg>
  );
}

export function Component({ data: copy }: ViewProps<'contact'>) {
  return (
    <>
      <PageHero title={copy.hero.title} lead={copy.hero.lead} />
      <Section>
        <Container>
          <Columns>
            <section aria-labelledby="contact-info">
              <h2 id="contact-info">{copy.infoTitle}</h2>
              <InfoList>
                <div>
                  <dt>
                    <PinIcon />
                    {copy.infoLabels.address}
                  </dt>
                  <dd>
                    <AddressLines />
                  </dd>
                </div>
                <div>
                  <dt>
                    <MailIcon />
                    {copy.infoLabels.email}
                  </dt>
                  <dd>
                    <a href={`mailto:${company.email}`}>{company.email}</a>
                  </dd>
                </div>
                <div>
                  <dt>
                    <ClockIcon />
                    {copy.infoLabels.hours}
                  </dt>
                  <dd>
                    <Hours>
                      <tbody>
                        {company.hours.map((slot) => (
                          <tr key={slot.days}>
                            <th scope="row">{slot.days}</th>
                            <td>{slot.hours}</td>
                          </tr>
                        ))}
                      </tbody>
                    </Hours>
                  </dd>
                </div>
                <div>
                  <dt>
                    <PhoneIcon />
                    {copy.infoLabels.phone}
                  </dt>
                  <dd>
                    <a href={company.phone.href}>{company.phone.display}</a>
                  </dd>
                </div>
                <div>
                  <dt>
                    <CalendarIcon />
                    {copy.booking.title}
                  </dt>
                  <dd>
                    {copy.booking.text} <Link to={BOOKING_PAGES.book}>{copy.booking.linkLabel}</Link>
                  </dd>
                </div>
              </InfoList>
              <LocationCard>
                <LocationMap />
                <figcaption>
                  Our office: {formattedAddress[0]}, {company.address.locality}
                </figcaption>
              </LocationCard>
            </section>
            <section aria-labelledby="contact-form-title">
              <h2 id="contact-form-title">{copy.formTitle}</h2>
              <Island of={contactFormIsland} props={{}} />
            </section>
          </Columns>
        </Container>
      </Section>
    </>
  );
}
