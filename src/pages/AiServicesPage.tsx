import { Container, Section } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import { CallToAction } from './components/CallToAction';
import { CardGrid } from './components/CardGrid';
import type { ViewProps } from '../site/types';

export function Component({ data: { cards } }: ViewProps<'ai-index'>) {
  return (
    <>
      <PageHero
        title="AI Services"
        lead="Practical AI built on your own data: we prepare it, choose and evaluate the models, integrate them with your systems and monitor them once they are live, with privacy and security designed in."
      />
      <Section aria-label="Our AI services">
        <Container>
          <CardGrid cards={cards} link="title" />
        </Container>
      </Section>
      <CallToAction
        id="ai-cta"
        title="Have a process AI could improve?"
        text="Start with a short discovery call: we will tell you honestly whether AI is the right tool and what it would take."
        label="GET STARTED"
      />
    </>
  );
}
