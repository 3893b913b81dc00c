import styled from 'styled-components';
import type { Faq } from '../../content/types';
import { Container, Section } from '../../ui/layout';
import { theme } from '../../ui/theme';

const List = styled.div`
  max-width: 48rem;
  details {
    border-bottom: 1px solid ${theme.colors.border};
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.md};
    min-height: 44px;
    padding: ${theme.space.sm} 0;
    font-size: ${theme.fontSizes.lg};
    font-weight: 700;
    color: ${theme.colors.ink};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker { display: none; }
  summary::after {
    content: '+';
    flex: none;
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.primary};
  }
  details[open] summary::after { content: '−'; }
  p {
    margin: 0 0 ${theme.space.md};
    font-size: ${theme.fontSizes.lg};
  }
`;

/** A page's frequently asked questions as a disclosure list: each answer opens under its question. */
export function FaqList({ faq, tone = 'plain' }: { faq?: readonly Faq[]; tone?: 'plain' | 'alt' }) {
  if (!faq?.length) return null;
  return (
    <Section $tone={tone} aria-labelledby="faq">
      <Container>
        <h2 id="faq">Frequently Asked Questions</h2>
        <List>
          {faq.map((entry) => (
            <details key={entry.question}>
              <summary>{entry.question}</summary>
              <p>{entry.answer}</p>
            </details>
          ))}
        </List>
      </Container>
    </Section>
  );
}
