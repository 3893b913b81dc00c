import { Link } from '../../ui/Link';
import { fillIn } from '../../shared/text';
import { words } from '../../model/siteContent';
import styled from 'styled-components';
import type { ArticleCard } from '../../model/types';
import { theme } from '../../ui/theme';
import { ArticleByline } from './ArticleByline';
import { TagList } from './TagList';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.lg};
`;

const Item = styled.article`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.muted};
  h2, h3 { margin: 0; font-size: ${theme.fontSizes.xl}; }
  p { margin: 0; }
`;

const Summary = styled.p`
  color: ${theme.colors.text};
`;

/** Articles, each with its title linked, date, reading time, summary and tags. */
export function ArticleList({ articles, headingLevel = 'h2' }: { articles: readonly ArticleCard[]; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <List>
      {articles.map((article) => (
        <li key={article.path}>
          <Item>
            <Heading>
              <Link to={article.path}>{article.title}</Link>
            </Heading>
            <ArticleByline date={article.date} readingMinutes={article.readingMinutes} />
            <Summary>{article.summary}</Summary>
            <TagList tags={article.tags} label={fillIn(words.articles.topicsOf, { title: article.title })} />
          </Item>
        </li>
      ))}
    </List>
  );
}
