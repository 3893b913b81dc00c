import { Container, Section } from '../ui/layout';
import { CyberIllustration } from '../ui/illustrations/CyberIllustration';
import { PageHero } from '../ui/PageHero';
import { CallToAction } from './components/CallToAction';
import { CardGrid } from './components/CardGrid';
import type { ViewProps } from '../model/types';

export function Component({ data: { copy, cards } }: ViewProps<'cyber-index'>) {
  return (
    <>
      <PageHero title={copy.hero.title} lead={copy.hero.lead} illustration={<CyberIllustration />} />
      <Section aria-label={copy.listLabel}>
        <Container>
          <CardGrid cards={cards} link="learn-more" />
        </Container>
      </Section>
      <CallToAction id="cyber-cta" {...copy.cta} />
    </>
  );
}
