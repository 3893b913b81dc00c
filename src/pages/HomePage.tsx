import styled from 'styled-components';
import { AUTO_OPEN_ATTRIBUTE, ConsultationButton } from '../features/consultation';
import { consultationDialogIsland } from './islands/consultation';
import { Island } from '../ui/Island';
import { ButtonLink } from '../ui/Button';
import { CardAction } from '../ui/Card';
import { ArrowRightIcon } from '../ui/icons';
import { HomeIllustration } from '../ui/illustrations/HomeIllustration';
import { Container, HeroArt, HeroColumns, Section, SectionHeader } from '../ui/layout';
import { CardGrid } from './components/CardGrid';
import { TrustStrip } from './components/TrustStrip';
import { theme } from '../ui/theme';
import type { ViewProps } from '../model/types';

const Hero = styled.div`
  background: linear-gradient(135deg, ${theme.colors.navy} 0%, ${theme.colors.navyRaised} 100%);
  color: ${theme.colors.inverse};
  padding: ${theme.space.xxxl} 0;
  h1 { color: ${theme.colors.inverse}; max-width: 44rem; }
  p { max-width: 42rem; font-size: ${theme.fontSizes.lg}; color: ${theme.colors.inverseMuted}; }
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const Number = styled.span`
  display: block;
  font-size: ${theme.fontSizes.h2};
  font-weight: 800;
  color: ${theme.colors.accent};
  line-height: ${theme.lineHeights.none};
  margin-bottom: ${theme.space.sm};
`;

const Reasons = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.lg};
  ${theme.media.sm} { grid-template-columns: 1fr 1fr; }
  h3 { color: ${theme.colors.inverse}; }
  p { color: ${theme.colors.inverseMuted}; }
`;

const TwoColumn = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${theme.media.lg} { grid-template-columns: 1fr 1fr; align-items: start; }
  p { font-size: ${theme.fontSizes.lg}; }
`;

export function Component({ data: home }: ViewProps<'home'>) {
  return (
    <>
      {/* The consultation dialog opens by itself on this page, a few seconds after it has loaded (features/consultation/triggers.ts). */}
      <Hero {...{ [AUTO_OPEN_ATTRIBUTE]: '' }}>
        <Container>
          <HeroColumns>
            <div>
              <h1>{home.hero.title}</h1>
              <p>{home.hero.subtitle}</p>
              <HeroActions>
                <ButtonLink to={home.hero.cta.to} $variant="inverse">
                  {home.hero.cta.label}
                </ButtonLink>
                <ConsultationButton to={home.consultationPath} $variant="inverseOutline" />
              </HeroActions>
            </div>
            <HeroArt data-print="hide">
              <HomeIllustration />
            </HeroArt>
          </HeroColumns>
        </Container>
      </Hero>

      <TrustStrip trust={home.trust} />

      <Section aria-labelledby="solutions-title">
        <Container>
          <SectionHeader>
            <h2 id="solutions-title">{home.solutions.title}</h2>
            <p>{home.solutions.intro}</p>
          </SectionHeader>
          <CardGrid
            cards={home.solutionCards}
            link="title"
            headingLevel="h3"
            lead={(_card, index) => <Number aria-hidden="true">{String(index + 1).padStart(2, '0')}</Number>}
          />
        </Container>
      </Section>

      <Section $tone="alt" aria-labelledby="who-title">
        <Container>
          <TwoColumn>
            <h2 id="who-title">{home.whoWeAre.title}</h2>
            <div>
              {home.whoWeAre.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </TwoColumn>
        </Container>
      </Section>

      <Section $tone="dark" aria-labelledby="why-title">
        <Container>
          <SectionHeader>
            <h2 id="why-title">{home.whyChooseUs.title}</h2>
          </SectionHeader>
          <Reasons>
            {home.whyChooseUs.reasons.map((reason) => (
              <li key={reason.title}>
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </Reasons>
        </Container>
      </Section>

      <Section aria-labelledby="services-title">
        <Container>
          <SectionHeader>
            <h2 id="services-title">{home.services.title}</h2>
            <p>{home.services.intro}</p>
          </SectionHeader>
          <CardGrid
            cards={home.areaCards}
            link="title"
            headingLevel="h3"
            cue={
              <CardAction aria-hidden="true">
                {home.services.cardCue}
                <ArrowRightIcon size={18} />
              </CardAction>
            }
          />
        </Container>
      </Section>
      {/* The dialog the consultation buttons open: in the page, closed, so it opens before any island runs. */}
      <Island of={consultationDialogIsland} props={{}} />
    </>
  );
}
