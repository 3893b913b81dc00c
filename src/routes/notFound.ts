/** The unknown-route page: its prerendered path and head tags. */
/** The path prerendered as dist/404.html and served for every unknown URL. */
export const NOT_FOUND_PATH = '/404';

export const notFoundMeta = {
  title: 'Page Not Found',
  description: 'The page you were looking for does not exist. Find our services, compliance guides and contact details here.',
} as const;
