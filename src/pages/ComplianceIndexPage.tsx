import { Container, Section } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import { CallToAction } from './components/CallToAction';
import { CardGrid } from './components/CardGrid';
import type { ViewProps } from '../site/types';

export function Component({ data: { cards } }: ViewProps<'compliance-index'>) {
  return (
    <>
      <PageHero
        title="Compliance Frameworks"
        lead="We prepare you for the audits and regulations your customers and regulators ask about: a clear gap analysis, a practical remediation plan and support until the auditor signs off."
      />
      <Section aria-label="Frameworks we support">
        <Container>
          <CardGrid cards={cards} link="title" />
        </Container>
      </Section>
      <CallToAction
        id="compliance-index-cta"
        title="Facing more than one framework?"
        text="Most controls serve several frameworks at once. We map them so you build once and evidence many times."
        label="Contact Us"
      />
    </>
  );
}
