import styled from 'styled-components';
import { BadgeMark } from '../ui/BadgeMark';
import { Card, CardText } from '../ui/Card';
import { Container, Grid, Section, SectionHeader } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import { theme } from '../ui/theme';
import type { ViewProps } from '../site/types';

const Mark = styled(BadgeMark)`
  margin-bottom: ${theme.space.md};
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
                  <Mark badge={badge} />
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
