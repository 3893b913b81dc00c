import styled from 'styled-components';
import { CardText } from '../ui/Card';
import { CheckList, Container, Prose, Section } from '../ui/layout';
import { AboutIllustration } from '../ui/illustrations/AboutIllustration';
import { PageHero } from '../ui/PageHero';
import { theme } from '../ui/theme';
import type { ViewProps } from '../model/types';
import { personAnchor } from '../model/people';
import { CardSection } from './components/CardSection';

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
      <CardSection
        id="about-team"
        title={about.teamTitle}
        tone="alt"
        items={about.team}
        keyOf={(member) => member.name}
        anchorOf={(member) => personAnchor(member.name)}
      >
        {(member) => (
          <>
            <Avatar aria-hidden="true">{member.initials}</Avatar>
            <h3>{member.name}</h3>
            <Role>{member.role}</Role>
            <CardText>{member.bio}</CardText>
          </>
        )}
      </CardSection>
    </>
  );
}
