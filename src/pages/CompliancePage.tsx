import styled from 'styled-components';
import { ComplianceIllustration } from '../ui/ComplianceIllustration';
import { Container, Section } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import { CallToAction } from './components/CallToAction';
import { FaqList } from './components/FaqList';
import { theme } from '../ui/theme';
import type { ViewProps } from '../site/types';

const Row = styled.div<{ $reverse: boolean }>`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;
  ${theme.media.lg} {
    grid-template-columns: 3fr 2fr;
    > figure { order: ${({ $reverse }) => ($reverse ? -1 : 0)}; }
  }
  p { font-size: ${theme.fontSizes.lg}; }
  figure { margin: 0; display: grid; place-items: center; }
`;

export function Component({ data: framework }: ViewProps<'compliance'>) {
  return (
    <>
      <PageHero title={framework.heroTitle} lead={framework.description} back={{ to: '/compliance', label: 'All compliance frameworks' }} />
      {framework.sections.map((section, index) => (
        <Section key={section.title} $tone={index % 2 === 1 ? 'alt' : 'plain'} aria-labelledby={`section-${index}`}>
          <Container>
            <Row $reverse={index % 2 === 1}>
              <div>
                <h2 id={`section-${index}`}>{section.title}</h2>
                <p>{section.content}</p>
              </div>
              <figure>
                <ComplianceIllustration type={section.illustration} />
              </figure>
            </Row>
          </Container>
        </Section>
      ))}
      <FaqList faq={framework.faq} />
      <CallToAction
        id="compliance-cta"
        title={`Ready for your ${framework.title} audit?`}
        text="Start with a gap analysis: you get a clear picture of where you stand and what to fix first."
        label="Contact Us"
      />
    </>
  );
}
