import { Link } from '../ui/Link';
import styled from 'styled-components';
import { Container, Grid, Section } from '../ui/layout';
import { AiIllustration } from '../ui/illustrations/AiIllustration';
import { CyberIllustration } from '../ui/illustrations/CyberIllustration';
import { WebIllustration } from '../ui/illustrations/WebIllustration';
import { PageHero } from '../ui/PageHero';
import { ServiceIcon } from '../ui/serviceIcons';
import { CallToAction } from './components/CallToAction';
import { CardGrid } from './components/CardGrid';
import { theme } from '../ui/theme';
import type { CatalogIllustration } from '../model/catalogs';
import type { ViewProps } from '../model/types';

const ILLUSTRATIONS: Record<CatalogIllustration, () => JSX.Element> = { cyber: CyberIllustration, ai: AiIllustration, web: WebIllustration };

/** The entries that are not cards: a grid like the cards' (no lopsided row), with tighter rows. */
const More = styled(Grid)`
  row-gap: ${theme.space.sm};
  a { font-weight: 600; }
  p { margin: 0; color: ${theme.colors.muted}; }
`;

const Icon = styled.span`
  color: ${theme.colors.primary};
  margin-bottom: ${theme.space.sm};
`;

/** Any catalog's index page: its hero, a card per entry (with its icon where entries have one), the entries linked below the cards, its call to action. */
export function Component({ data: { catalog, copy, look, cards, more } }: ViewProps<'catalog-index'>) {
  const Illustration = look.illustration && ILLUSTRATIONS[look.illustration];
  const withIcons = cards.some((card) => card.icon);
  return (
    <>
      <PageHero title={copy.hero.title} lead={copy.hero.lead} {...(Illustration ? { illustration: <Illustration /> } : {})} />
      <Section aria-label={copy.listLabel}>
        <Container>
          <CardGrid
            cards={cards}
            link={look.cardLink}
            {...(withIcons
              ? {
                  width: 'card' as const,
                  lead: (card: (typeof cards)[number]) =>
                    card.icon && (
                      <Icon>
                        <ServiceIcon name={card.icon} />
                      </Icon>
                    ),
                }
              : {})}
          />
        </Container>
      </Section>
      {more.length > 0 && (
        <Section $tone="alt" aria-labelledby={`more-${catalog}`}>
          <Container>
            <h2 id={`more-${catalog}`}>{copy.moreTitle}</h2>
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
      )}
      <CallToAction id={`${catalog}-cta`} {...copy.cta} />
    </>
  );
}
