import { words } from '../model/siteContent';
import { ArrowLeftIcon, ArrowRightIcon } from '../ui/icons';
import { fillIn } from '../shared/text';
import { Link } from '../ui/Link';
import styled from 'styled-components';
import type { ViewProps } from '../model/types';
import { Container, Section } from '../ui/layout';
import { InsightsIllustration } from '../ui/illustrations/InsightsIllustration';
import { PageHero } from '../ui/PageHero';
import { theme } from '../ui/theme';
import { ArticleList } from './components/ArticleList';
import { CallToAction } from './components/CallToAction';
import { TagList } from './components/TagList';

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${theme.media.lg} { grid-template-columns: minmax(0, 1fr) 18rem; align-items: start; }
  h2 { font-size: ${theme.fontSizes.h3}; }
`;

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-top: ${theme.space.xl};
  a { display: inline-flex; align-items: center; gap: ${theme.space.xxs}; min-height: 44px; font-weight: 600; }
`;

/** A list of articles: all of them, or one tag's, newest first, in pages. */
export function Component({ data: { copy, heading, tag, articles, tags, pagination } }: ViewProps<'insights'>) {
  return (
    <>
      <PageHero
        title={heading}
        lead={tag ? undefined : copy.hero.lead}
        back={tag ? { to: '/insights', label: copy.hero.title } : undefined}
        illustration={tag ? undefined : <InsightsIllustration />}
      />
      <Section>
        <Container>
          <Columns>
            <div>
              <h2 className="visually-hidden" id="insights-list">
                {copy.listLabel}
              </h2>
              <ArticleList articles={articles} />
              {pagination.pages > 1 && (
                <Pages aria-label={words.articles.pagesLabel}>
                  {pagination.previous ? (
                    <Link to={pagination.previous}>
                      <ArrowLeftIcon size={18} />
                      {words.articles.newerPage}
                    </Link>
                  ) : (
                    <span />
                  )}
                  <span>{fillIn(words.articles.pageOf, { page: pagination.page, pages: pagination.pages })}</span>
                  {pagination.next ? (
                    <Link to={pagination.next}>
                      {words.articles.olderPage}
                      <ArrowRightIcon size={18} />
                    </Link>
                  ) : (
                    <span />
                  )}
                </Pages>
              )}
            </div>
            <aside aria-labelledby="insights-topics">
              <h2 id="insights-topics">{copy.tagsLabel}</h2>
              <TagList tags={tags} label={copy.tagsLabel} current={tag?.path} />
            </aside>
          </Columns>
        </Container>
      </Section>
      <CallToAction id="insights-cta" {...copy.cta} />
    </>
  );
}
