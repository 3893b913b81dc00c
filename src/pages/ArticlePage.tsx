import { words } from '../model/siteContent';
import { Link } from '../ui/Link';
import styled from 'styled-components';
import type { ViewProps } from '../model/types';
import { Container, Section } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import { theme } from '../ui/theme';
import { ArticleByline } from './components/ArticleByline';
import { ArticleList } from './components/ArticleList';
import { CallToAction } from './components/CallToAction';
import { CardGrid } from './components/CardGrid';
import { TagList } from './components/TagList';

/** The compiled body (sanitised at build): headings with anchors, lists, tables, code, quotes, images. */
const Body = styled.div`
  max-width: 46rem;
  font-size: ${theme.fontSizes.lg};
  h2 { margin-top: ${theme.space.xxl}; }
  h3 { margin-top: ${theme.space.xl}; }
  .anchor {
    margin-left: ${theme.space.xs};
    color: ${theme.colors.muted};
    text-decoration: none;
    opacity: 0.6;
  }
  .anchor:hover, .anchor:focus-visible { opacity: 1; color: ${theme.colors.primary}; }
  li + li { margin-top: ${theme.space.xxs}; }
  .table-scroll { overflow-x: auto; margin: ${theme.space.lg} 0; }
  table {
    border-collapse: collapse;
    font-size: ${theme.fontSizes.base};
  }
  th, td { padding: ${theme.space.xs} ${theme.space.sm}; border: 1px solid ${theme.colors.border}; text-align: left; vertical-align: top; }
  th { background: ${theme.colors.surfaceAlt}; }
  blockquote {
    margin: ${theme.space.lg} 0;
    padding: ${theme.space.xs} ${theme.space.lg};
    border-left: 4px solid ${theme.colors.accent};
    color: ${theme.colors.muted};
  }
  code { font-family: ${theme.fonts.mono}; font-size: ${theme.fontSizes.code}; }
  pre {
    overflow-x: auto;
    padding: ${theme.space.md};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surfaceAlt};
    font-size: ${theme.fontSizes.sm};
  }
  img { max-width: 100%; height: auto; }
`;

const Footer = styled.div`
  max-width: 46rem;
  margin-top: ${theme.space.xl};
  display: grid;
  gap: ${theme.space.sm};
`;

const Neighbours = styled.nav`
  display: grid;
  gap: ${theme.space.md};
  ${theme.media.sm} { grid-template-columns: 1fr 1fr; }
  a { display: block; padding: ${theme.space.md}; border: 1px solid ${theme.colors.border}; border-radius: ${theme.radii.md}; font-weight: 600; }
  span { display: block; font-size: ${theme.fontSizes.sm}; font-weight: 400; color: ${theme.colors.muted}; }
`;

export function Component({ data }: ViewProps<'article'>) {
  const { title, back, date, updated, author, readingMinutes, tags, html, related, relatedArticles, previous, next, cta } = data;
  return (
    <>
      <PageHero title={title} back={back}>
        <ArticleByline date={date} updated={updated} author={author} readingMinutes={readingMinutes} />
      </PageHero>
      <Section>
        <Container>
          <Body dangerouslySetInnerHTML={{ __html: html }} />
          <Footer>
            <h2 id="article-topics" className="visually-hidden">
              {words.articles.topicsHeading}
            </h2>
            <TagList tags={tags} label={words.articles.tagsLabel} />
          </Footer>
        </Container>
      </Section>
      {related.length > 0 && (
        <Section $tone="alt" aria-labelledby="article-related">
          <Container>
            <h2 id="article-related">{words.articles.relatedTitle}</h2>
            <CardGrid cards={related} link="title" headingLevel="h3" />
          </Container>
        </Section>
      )}
      {(relatedArticles.length > 0 || previous || next) && (
        <Section aria-labelledby="article-more">
          <Container>
            <h2 id="article-more">{words.articles.moreTitle}</h2>
            <ArticleList articles={relatedArticles} headingLevel="h3" />
            {(previous || next) && (
              <Neighbours aria-label={words.articles.neighboursLabel}>
                {previous ? (
                  <Link to={previous.path}>
                    <span>{words.articles.older}</span>
                    {previous.title}
                  </Link>
                ) : (
                  <div />
                )}
                {next && (
                  <Link to={next.path}>
                    <span>{words.articles.newer}</span>
                    {next.title}
                  </Link>
                )}
              </Neighbours>
            )}
          </Container>
        </Section>
      )}
      <CallToAction id="article-cta" {...cta} />
    </>
  );
}
