import { Link } from '../ui/Link';
import styled from 'styled-components';
import { Container, Grid, Section } from '../ui/layout';
import { WebIllustration } from '../ui/illustrations/WebIllustration';
import { PageHero } from '../ui/PageHero';
import { ServiceIcon } from '../ui/serviceIcons';
import { CallToAction } from './components/CallToAction';
import { CardGrid } from './components/CardGrid';
import { theme } from '../ui/theme';
import type { ViewProps } from '../model/types';

/** The other web capabilities: a grid like the cards' (no lopsided row), with tighter rows. */
const More = styled(Grid)`
  row-gap: ${theme.space.sm};
  a { font-weight: 600; }
  p { margin: 0; color: ${theme.colors.muted}; }
`;

const Icon = styled.span`
  color: ${theme.colors.primary};
  margin-bottom: ${theme.space.sm};
`;

export function Component({ data: { copy, cards, more } }: ViewProps<'web-index'>) {
  return (
    <>
      <PageHero title={copy.hero.title} lead={copy.hero.lead} illustration={<WebIllustration />} />
      <Section aria-label={copy.listLabel}>
        <Container>
          <CardGrid
            cards={cards}
            link="learn-more"
            width="card"
            lead={(card) => (
              <Icon>
                <ServiceIcon name={card.icon} />
              </Icon>
            )}
          />
        </Container>
      </Section>
      <Section $tone="alt" aria-labelledby="more-web">
        <Container>
          <h2 id="more-web">{copy.moreTitle}</h2>
          <More $min="compact">
            {more.map((card) => (
              <li key={card.path}>
                <Link to={card.path}>{card.title}</Link>
                <p>{card.summary}</p>
              </li>
            ))}
          </More>
        </Container>
      </Section>
      <CallToAction id="web-cta" {...copy.cta} />
    </>
  );
}
