import styled from 'styled-components';
import { usePageData } from '../routes/usePage';
import { ButtonLink } from '../ui/Button';
import { ComplianceIllustration } from '../ui/ComplianceIllustration';
import { Container, Section, SectionHeader } from '../ui/layout';
import { PageHero } from '../ui/PageHero';

const Row = styled.div<{ $reverse: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 3fr 2fr;
    > figure { order: ${({ $reverse }) => ($reverse ? -1 : 0)}; }
  }
  p { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  figure { margin: 0; display: grid; place-items: center; }
`;

export function Component() {
  const framework = usePageData('compliance');
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
      <Section $tone="dark" aria-labelledby="compliance-cta">
        <Container>
          <SectionHeader>
            <h2 id="compliance-cta">Ready for your {framework.title} audit?</h2>
            <p>Start with a gap analysis: you get a clear picture of where you stand and what to fix first.</p>
            <ButtonLink to="/contact" $variant="inverse">Contact Us</ButtonLink>
          </SectionHeader>
        </Container>
      </Section>
    </>
  );
}
