import { Head as PrerenderHead } from 'vite-react-ssg';
import { absoluteUrl } from '../../config';
import { company, notFound as notFoundMeta } from '../../model/siteContent';
import { faqOf } from '../../model/pageFaq';
import { peopleOf } from '../../model/people';
import { pageTrail } from '../../model/siteTree';
import { usePagePayload } from '../usePage';
import { articleJsonLd, breadcrumbJsonLd, faqJsonLd, organizationJsonLd, peopleJsonLd, serializeJsonLd, serviceJsonLd, webSiteJsonLd } from './structuredData';

/** Head tags of the current page, from its manifest meta data, written into the prerendered HTML; not-found routes get noindex. */
export function Seo() {
  const payload = usePagePayload();
  const page = payload?.meta;
  const faq = payload ? faqOf(payload.data) : [];
  const people = payload ? peopleOf(payload.data) : [];
  if (!page) {
    return (
      <PrerenderHead>
        <html lang="en" />
        <title>{`${notFoundMeta.title} | ${company.name}`}</title>
        <meta name="description" content={notFoundMeta.description} />
        <meta name="robots" content="noindex" />
      </PrerenderHead>
    );
  }

  const isHome = page.path === '/';
  const title = isHome ? page.title : `${page.title} | ${company.name}`;
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(company.shareImage.src);
  const jsonLd = [
    ...(isHome ? [webSiteJsonLd(), organizationJsonLd()] : [breadcrumbJsonLd(pageTrail(page))]),
    ...(people.length > 0 ? [peopleJsonLd(people)] : []),
    ...(page.isService ? [serviceJsonLd(page)] : []),
    ...(page.article ? [articleJsonLd({ ...page, article: page.article })] : []),
    ...(faq.length > 0 ? [faqJsonLd(faq)] : []),
  ];

  return (
    <PrerenderHead>
      <html lang="en" />
      <title>{title}</title>
      <meta name="description" content={page.description} />
      {page.noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content={page.article ? 'article' : 'website'} />
      <meta property="og:site_name" content={company.name} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={page.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:alt" content={company.shareImage.alt} />
      {page.article && <meta property="article:published_time" content={page.article.published} />}
      {page.article?.modified && <meta property="article:modified_time" content={page.article.modified} />}
      {page.article && <meta property="article:author" content={page.article.author} />}
      {page.article?.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={page.description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={company.shareImage.alt} />
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json">
          {serializeJsonLd(data)}
        </script>
      ))}
    </PrerenderHead>
  );
}
