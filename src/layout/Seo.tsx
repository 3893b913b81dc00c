import { Head } from 'vite-react-ssg';
import { absoluteUrl } from '../config';
import { company } from '../content/company';
import { notFoundMeta } from '../routes/notFound';
import { breadcrumbTrail } from '../routes/siteTree';
import { usePagePayload } from '../routes/usePage';
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd, serviceJsonLd } from './structuredData';

/** Head tags of the current page, from its manifest meta data; not-found routes get noindex. */
export function Seo() {
  const page = usePagePayload()?.meta;

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
  const image = absoluteUrl('/og-image.png');
  const jsonLd = [
    ...(isHome ? [organizationJsonLd()] : [breadcrumbJsonLd(breadcrumbTrail(page.path))]),
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
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={page.description} />
      <meta name="twitter:image" content={image} />
      {jsonLd.map((data) => (
        <script key={String(data['@type'])} type="application/ld+json">
          {serializeJsonLd(data)}
        </script>
      ))}
    </Head>
  );
}
