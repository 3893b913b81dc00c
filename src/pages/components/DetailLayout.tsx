import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Faq } from '../../model/schemas/records';
import type { DetailAsideCopy } from '../../model/schemas/pageSchemas';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/layout';
import { BELOW_HEADER, theme } from '../../ui/theme';
import { FAQ_ID, FAQ_TITLE, FaqList } from './FaqList';

/**
 * Phones: one column, the aside (the 'On this page' list, the key facts) above the sections. From
 * 1024 px: the sections in a main column and the aside beside them, sticky below the header.
 */
const Grid = styled(Container)`
  display: grid;
  gap: ${theme.space.xl};
  padding-top: ${theme.space.xl};
  padding-bottom: ${theme.space.xxl};
  ${theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    column-gap: ${theme.space.xxl};
    align-items: start;
    padding-top: ${theme.space.xxxl};
    padding-bottom: ${theme.space.xxxl};
  }
`;

/** On a window too short for all of it, the sticky aside scrolls on its own rather than cut off its end. */
const Aside = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  min-width: 0;
  h2 { font-size: ${theme.fontSizes.base}; margin-bottom: ${theme.space.xs}; }
  ${theme.media.lg} {
    grid-column: 2;
    grid-row: 1;
    position: sticky;
    top: ${BELOW_HEADER};
    max-height: calc(100vh - ${BELOW_HEADER} - ${theme.space.md});
    overflow-y: auto;
  }
`;

const Column = styled.div`
  min-width: 0;
  ${theme.media.lg} {
    grid-column: 1;
    grid-row: 1;
  }
  > section + section {
    margin-top: ${theme.space.xl};
    padding-top: ${theme.space.xl};
    border-top: 1px solid ${theme.colors.border};
  }
  ${theme.media.lg} {
    > section + section {
      margin-top: ${theme.space.xxl};
      padding-top: ${theme.space.xxl};
    }
  }
  p, li { font-size: ${theme.fontSizes.lg}; }
  p, ul, details { max-width: ${theme.layout.measure}; }
`;

const Toc = styled.nav`
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: ${theme.space.xxs} ${theme.space.sm};
    border-left: 2px solid ${theme.colors.border};
    color: ${theme.colors.text};
    text-decoration: none;
  }
  /* Inside the link: the aside may be a scroll container, which would clip a ring outside it. */
  a:focus-visible { outline-offset: -3px; }
  a:hover {
    border-left-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
`;

const ContactBox = styled.section`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  border: 1px solid ${theme.colors.border};
  p { font-size: ${theme.fontSizes.base}; }
  /* On phones the closing call to action right after the questions offers the same. */
  ${theme.media.belowLg} { display: none; }
`;

/** The id of a detail page's n-th section heading (the target of its 'On this page' link). */
export const sectionId = (index: number) => `section-${index}`;

export interface TocEntry {
  /** The id of the section's heading. */
  id: string;
  label: string;
}

interface DetailLayoutProps {
  copy: DetailAsideCopy;
  /** The main column's sections, in order; the FAQ is added after them. */
  sections: readonly TocEntry[];
  faq?: readonly Faq[];
  /** Key facts in the aside, under the list (the stat cards of AI and web service pages). */
  facts?: ReactNode;
  /** Where the contact box leads: where the page's closing call to action does. */
  contactTo?: string;
  /** The sections: each a <section> labelled by its heading, whose id is in `sections`. */
  children: ReactNode;
}

/** The body of a service or compliance page: its sections and FAQ beside a sticky aside. */
export function DetailLayout({ copy, sections, faq, facts, contactTo = '/contact', children }: DetailLayoutProps) {
  const entries = faq?.length ? [...sections, { id: FAQ_ID, label: FAQ_TITLE }] : sections;
  return (
    <Grid>
      <Aside data-detail-aside="">
        <Toc aria-labelledby="on-this-page" data-print="hide">
          <h2 id="on-this-page">{copy.tocTitle}</h2>
          <ol>
            {entries.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.label}</a>
              </li>
            ))}
          </ol>
        </Toc>
        {facts}
        <ContactBox aria-labelledby="detail-contact" data-print="hide">
          <h2 id="detail-contact">{copy.contact.title}</h2>
          <p>{copy.contact.text}</p>
          <ButtonLink to={contactTo}>{copy.contact.label}</ButtonLink>
        </ContactBox>
      </Aside>
      <Column data-detail-main="">
        {children}
        <FaqList faq={faq} />
      </Column>
    </Grid>
  );
}
