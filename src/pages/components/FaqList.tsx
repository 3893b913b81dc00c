import { words } from '../../model/siteContent';
import styled from 'styled-components';
import type { Faq } from '../../model/schemas/records';
import { theme } from '../../ui/theme';

const List = styled.div`
  details {
    border-bottom: 1px solid ${theme.colors.border};
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.md};
    min-height: ${theme.layout.target};
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

/** The FAQ heading's id: the target of links to a page's questions ('On this page', /services/vapt#faq). */
export const FAQ_ID = 'faq';
export const FAQ_TITLE = words.detailPages.faqTitle;

/** A page's frequently asked questions as a disclosure list, a section of a detail page's main column: each answer opens under its question. */
export function FaqList({ faq }: { faq?: readonly Faq[] }) {
  if (!faq?.length) return null;
  return (
    <section aria-labelledby={FAQ_ID}>
      <h2 id={FAQ_ID}>{FAQ_TITLE}</h2>
      <List>
        {faq.map((entry) => (
          <details key={entry.question}>
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </List>
    </section>
  );
}
