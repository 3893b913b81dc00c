import styled from 'styled-components';
import { theme } from '../../ui/theme';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'March 10, 2026' for '2026-03-10', the same in the prerender and the browser. */
export const formatDay = (day: string): string => dateFormat.format(new Date(`${day}T00:00:00Z`));

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
