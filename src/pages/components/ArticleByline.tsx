import styled from 'styled-components';
import { theme } from '../../ui/theme';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * 'March 10, 2026' for '2026-03-10' (a day as the content schema writes it), the same in the
 * prerender and the browser. Not Intl.DateTimeFormat: a page's first one loads ICU's locale and time
 * zone data, a long stretch of main thread, longer still on a phone's slower CPU (measured:
 * docs/performance.md, "Measurements behind the code"), in the task that first needs it, on the
 * insights index and every article.
 */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${MONTHS[(month ?? 0) - 1]} ${date}, ${year}`;
}

const Line = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: inherit;
`;

interface ArticleBylineProps {
  date: string;
  readingMinutes: number;
  author?: string;
  updated?: string;
}

/** When an article appeared, how long it takes to read and, on the article itself, who wrote it. */
export function ArticleByline({ date, readingMinutes, author, updated }: ArticleBylineProps) {
  return (
    <Line>
      {author && <>By {author} · </>}
      <time dateTime={date}>{formatDay(date)}</time>
      {updated && (
        <>
          {' '}
          (updated <time dateTime={updated}>{formatDay(updated)}</time>)
        </>
      )}{' '}
      · {readingMinutes} min read
    </Line>
  );
}
