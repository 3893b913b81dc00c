import type { ReactNode } from 'react';
import { Card } from '../../ui/Card';
import { Container, Grid, Section, SectionHeader } from '../../ui/layout';

interface CardSectionProps<T> {
  /** Id of the heading, which labels the section. */
  id: string;
  title: string;
  /** A sentence under the heading. */
  intro?: string;
  tone?: 'alt';
  items: readonly T[];
  /** What tells the items apart (the key of each card). */
  keyOf: (item: T) => string;
  /** An id for each card, where other pages link to a card of its own. */
  anchorOf?: (item: T) => string;
  /** The content of an item's card. */
  children: (item: T) => ReactNode;
}

/** A titled band of the page with a compact grid of cards that link nowhere (CardGrid's link to pages). */
export function CardSection<T>({ id, title, intro, tone, items, keyOf, anchorOf, children }: CardSectionProps<T>) {
  return (
    <Section $tone={tone} aria-labelledby={id}>
      <Container>
        <SectionHeader>
          <h2 id={id}>{title}</h2>
          {intro && <p>{intro}</p>}
        </SectionHeader>
        <Grid $min="compact">
          {items.map((item) => (
            <li key={keyOf(item)} id={anchorOf?.(item)}>
              <Card>{children(item)}</Card>
            </li>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
