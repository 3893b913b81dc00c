import { words } from '../../model/siteContent';
import type { ReactNode } from 'react';
import { Link } from '../../ui/Link';
import type { CardLink } from '../../model/types';
import { CardText, CardTitle, LinkCard } from '../../ui/Card';
import { Grid } from '../../ui/layout';
import { MoreLink } from '../../ui/MoreLink';

interface CardGridProps<C extends CardLink> {
  cards: readonly C[];
  /** 'title': the title is the card's link; 'learn-more': a 'Learn More' link closes the card. */
  link: 'title' | 'learn-more';
  /** Heading level of the card titles: h2 right under the page's h1, h3 inside a titled section. */
  headingLevel?: 'h2' | 'h3';
  /** Grid minimum card width: the spec's 350 px, or a narrower one that fits two cards on tablets. */
  width?: 'card' | 'compact';
  /** Something shown above the title, such as a number or an icon. */
  lead?: (card: C, index: number) => ReactNode;
  /** A visual cue after the text of a title-linked card (the card itself is the link). */
  cue?: ReactNode;
}

/** A grid of whole-card links to pages (hover scales the card). */
export function CardGrid<C extends CardLink>({ cards, link, headingLevel = 'h2', width = 'compact', lead, cue }: CardGridProps<C>) {
  return (
    <Grid $min={width}>
      {cards.map((card, index) => (
        <li key={card.path}>
          <LinkCard>
            {lead?.(card, index)}
            <CardTitle as={headingLevel}>{link === 'title' ? <Link to={card.path}>{card.title}</Link> : card.title}</CardTitle>
            <CardText>{card.summary}</CardText>
            {link === 'learn-more' ? <MoreLink to={card.path} label={words.detailPages.learnMore} about={card.title} /> : cue}
          </LinkCard>
        </li>
      ))}
    </Grid>
  );
}
