import styled from 'styled-components';
import type { Badge } from '../content/types';
import { Card, CardText } from '../ui/Card';
import { Container, Grid, Section, SectionHeader } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import { theme } from '../ui/theme';
import type { ViewProps } from '../site/types';

const BadgeMark = styled.span<{ $colour: Badge['colour'] }>`
  display: inline-grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  margin-bottom: ${theme.space.md};
  border-radius: ${theme.radii.round};
  background: ${({ $colour }) => theme.colors.badge[$colour]};
  color: ${theme.colors.inverse};
  font-weight: 800;
`;

const Issuer = styled.p`
  margin-bottom: ${theme.space.xs};
  font-weight: 600;
  color: ${theme.colors.accent};
`;

const Emblem = styled.img`
  width: 96px;
  height: 96px;
  margin-bottom: ${theme.space.md};
`;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2);

export function Component({ data: awards }: ViewProps<'awards'>) {
  return (
    <>
      <PageHero title={awards.heading} lead={awards.intro} />
      <Section aria-labelledby="accolades">
        <Container>
          <SectionHeader>
            <h2 id="accolades">{awards.accoladesTitle}</h2>
          </SectionHeader>
          <Grid $min="compact">
            {awards.badges.map((badge) => (
              <li key={badge.name}>
                <Card>
                  <BadgeMark $colour={badge.colour} aria-hidden="true">
                    {initialsOf(badge.name)}
                  </BadgeMark>
                  <h3>{badge.name}</h3>
                  <CardText>{badge.description}</CardText>
                </Card>
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section $tone="alt" aria-labelledby="certifications">
        <Container>
          <SectionHeader>
            <h2 id="certifications">{awards.certificationsTitle}</h2>
            <p>{awards.certificationsIntro}</p>
          </SectionHeader>
          <Grid $min="compact">
            {awards.certifications.map((certification) => (
              <li key={certification.title}>
                <Card>
                  <Emblem src={certification.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
                  <h3>{certification.title}</h3>
                  <Issuer>Issued by {certification.issuer}</Issuer>
                  <CardText>{certification.description}</CardText>
                </Card>
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
