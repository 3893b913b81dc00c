import { Container, Section } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import { CallToAction } from './components/CallToAction';
import { CardGrid } from './components/CardGrid';
import type { ViewProps } from '../model/types';

export function Component({ data: { copy, cards } }: ViewProps<'compliance-index'>) {
  return (
    <>
      <PageHero title={copy.hero.title} lead={copy.hero.lead} />
      <Section aria-label={copy.listLabel}>
        <Container>
          <CardGrid cards={cards} link="title" />
        </Container>
      </Section>
      <CallToAction id="compliance-index-cta" {...copy.cta} />
    </>
  );
}
