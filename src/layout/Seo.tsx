import { Head } from 'vite-react-ssg';
import { useLocation } from 'react-router-dom';
import { absoluteUrl } from '../config';
import { company } from '../content/company';
import { notFoundMeta } from '../routes/notFound';
import { breadcrumbs, findPage } from '../routes/pageMeta';
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd, serviceJsonLd } from './structuredData';

/** Head tags for the current URL, all derived from the route manifest. */
export function Seo() {
  const { pathname } = useLocation();
  const page = findPage(pathname);

  if (!page) {
    return (
      <Head>
        <html lang="en" />
        <title>{`${notFoundMeta.title} | ${company.name}`}</title>
        <meta name="description" content={notFoundMeta.description} />
        <meta name="robots" content="noindex" />
      </Head>
    );
  }

  const isHome = page.path === '/';
  const title = isHome ? page.title : `${page.title} | ${company.name}`;
  const url = absoluteUrl(page.path);
  const jsonLd = [
    ...(isHome ? [organizationJsonLd()] : [breadcrumbJsonLd(breadcrumbs(page))]),
    ...(page.isService ? [serviceJsonLd(page)] : []),
  ];

  return (
    <Head>
      <html lang="en" />
      <title>{title}</title>
      <meta name="description" content={page.description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={company.name} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={page.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={absoluteUrl('/og-image.png')} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={page.description} />
      <meta name="twitter:image" content={absoluteUrl('/og-image.png')} />
      {jsonLd.map((data) => (
        <script key={String(data['@type'])} type="application/ld+json">
          {serializeJsonLd(data)}
        </script>
      ))}
    </Head>
  );
}
