import styled from 'styled-components';
import { Card, CardText } from '../ui/Card';
import { CheckList, Container, Grid, Prose, Section, SectionHeader } from '../ui/layout';
import { AboutIllustration } from '../ui/illustrations/AboutIllustration';
import { PageHero } from '../ui/PageHero';
import { theme } from '../ui/theme';
import type { ViewProps } from '../site/types';

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  margin-bottom: ${theme.space.md};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-size: ${theme.fontSizes.xl};
  font-weight: 700;
`;

const Role = styled.p`
  font-weight: 600;
  color: ${theme.colors.accent};
  margin-bottom: ${theme.space.xs};
`;

export function Component({ data: about }: ViewProps<'about'>) {
  return (
    <>
      <PageHero title={about.heading} lead={about.intro} illustration={<AboutIllustration />} />
      <Section aria-labelledby="about-what">
        <Container>
          <Prose>
            <h2 id="about-what">{about.highlightsTitle}</h2>
            <CheckList>
              {about.highlights.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </CheckList>
          </Prose>
        </Container>
      </Section>
      <Section $tone="alt" aria-labelledby="about-team">
        <Container>
          <SectionHeader>
            <h2 id="about-team">{about.teamTitle}</h2>
          </SectionHeader>
          <Grid $min="compact">
            {about.team.map((member) => (
              <li key={member.name}>
                <Card>
                  <Avatar aria-hidden="true">{member.initials}</Avatar>
                  <h3>{member.name}</h3>
                  <Role>{member.role}</Role>
                  <CardText>{member.bio}</CardText>
                </Card>
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
