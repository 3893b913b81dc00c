import { Container, Section } from '../ui/layout';
import { AiIllustration } from '../ui/illustrations/AiIllustration';
import { PageHero } from '../ui/PageHero';
import { CallToAction } from './components/CallToAction';
import { CardGrid } from './components/CardGrid';
import type { ViewProps } from '../model/types';

export function Component({ data: { copy, cards } }: ViewProps<'ai-index'>) {
  return (
    <>
      <PageHero title={copy.hero.title} lead={copy.hero.lead} illustration={<AiIllustration />} />
      <Section aria-label={copy.listLabel}>
        <Container>
          <CardGrid cards={cards} link="title" />
        </Container>
      </Section>
      <CallToAction id="ai-cta" {...copy.cta} />
    </>
  );
}
