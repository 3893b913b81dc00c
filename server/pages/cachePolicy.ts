/** How long browsers and CDNs may keep what the site serves; the Node server, _headers and nginx all use these. */
export const CACHE_CONTROL = {
  /** Pages: always revalidated (their ETag makes that cheap), so a deploy shows at once. */
  page: 'no-cache',
  /** dist/assets/: file names carry a content hash, so a file never changes. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** Everything else (feeds, sitemap, images, page data). */
  otherFile: 'public, max-age=3600',
} as const;

/** The folder of dist/ whose files are named by their content's hash. */
export const HASHED_ASSET_DIR = 'assets';
