import styled from 'styled-components';
import { Container, Section } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import { RichText } from '../ui/RichText';
import { theme } from '../ui/theme';
import type { ViewProps } from '../model/types';

const Document = styled.div`
  max-width: 46rem;
  h2 { margin-top: ${theme.space.xl}; }
  p, li { font-size: ${theme.fontSizes.lg}; }
  ul { padding-left: ${theme.space.lg}; }
  li { margin-bottom: ${theme.space.xs}; }
  a { color: ${theme.colors.primary}; text-decoration: underline; }
`;

const Updated = styled.p`
  color: ${theme.colors.muted};
  && { font-size: ${theme.fontSizes.base}; }
`;

/** The privacy notice and the vulnerability disclosure policy: a document of sections from content data. */
export function Component({ data: document }: ViewProps<'policy'>) {
  return (
    <>
      <PageHero title={document.title} lead={document.intro} />
      <Section>
        <Container>
          <Document>
            <Updated>
              Last updated: <time dateTime={document.updated}>{document.updated}</time>
            </Updated>
            {document.sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id}>{section.heading}</h2>
                {section.paragraphs.map((paragraph, index) => (
                  <p key={index}>
                    <RichText paragraph={paragraph} />
                  </p>
                ))}
                {section.points && (
                  <ul>
                    {section.points.map((point, index) => (
                      <li key={index}>
                        <RichText paragraph={point} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </Document>
        </Container>
      </Section>
    </>
  );
}
