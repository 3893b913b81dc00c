import styled from 'styled-components';
import { ComplianceIllustration } from '../ui/ComplianceIllustration';
import { PageHero } from '../ui/PageHero';
import { CallToAction } from './components/CallToAction';
import { DetailLayout, sectionId } from './components/DetailLayout';
import { theme } from '../ui/theme';
import type { ViewProps } from '../model/types';

/**
 * A section's text with its illustration beside it from 640 px (on alternating sides), under its
 * heading; on phones the illustration follows the text. The side is a data attribute: static styles.
 */
const Row = styled.div.attrs<{ $reverse: boolean }>(({ $reverse }) => ({ 'data-reverse': $reverse || undefined }) as Record<never, never>)`
  display: grid;
  gap: ${theme.space.lg};
  align-items: center;
  > p { margin: 0; }
  figure { margin: 0; display: grid; place-items: center; }
  ${theme.media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
    &[data-reverse] { grid-template-columns: auto minmax(0, 1fr); }
    &[data-reverse] > figure { order: -1; }
  }
`;

export function Component({ data: framework }: ViewProps<'framework-entry'>) {
  return (
    <>
      <PageHero title={framework.heroTitle} lead={framework.description} back={framework.frame.back} />
      <DetailLayout
        copy={framework.aside}
        sections={framework.sections.map((section, index) => ({ id: sectionId(index), label: section.title }))}
        faq={framework.faq}
      >
        {framework.sections.map((section, index) => (
          <section key={section.title} aria-labelledby={sectionId(index)}>
            <h2 id={sectionId(index)}>{section.title}</h2>
            <Row $reverse={index % 2 === 1}>
              <p>{section.content}</p>
              <figure>
                <ComplianceIllustration type={section.illustration} />
              </figure>
            </Row>
          </section>
        ))}
      </DetailLayout>
      <CallToAction id="compliance-cta" {...framework.frame.cta} />
    </>
  );
}
