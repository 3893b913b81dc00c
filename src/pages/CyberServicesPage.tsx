import { Container, Section } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import { CallToAction } from './components/CallToAction';
import { CardGrid } from './components/CardGrid';
import type { ViewProps } from '../site/types';

export function Component({ data: { cards } }: ViewProps<'cyber-index'>) {
  return (
    <>
      <PageHero
        title="Cybersecurity Services"
        lead="Independent testing, review and advice from certified practitioners: find out where you are exposed, fix what matters first and prove it to your customers and auditors."
      />
      <Section aria-label="Our cybersecurity services">
        <Container>
          <CardGrid cards={cards} link="learn-more" />
        </Container>
      </Section>
      <CallToAction
        id="cyber-cta"
        title="Not sure where to start?"
        text="Tell us about your systems and obligations; we will recommend the assessment that gives you the most certainty for your budget."
        label="CONTACT US"
      />
    </>
  );
}
