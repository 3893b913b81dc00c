/**
 * The precompressed copies the build writes beside each text file of dist/ (`index.html.br`,
 * `index.html.gz`): the encoding as named in Accept-Encoding → the file's extra extension. Our
 * server, nginx's gzip_static/brotli_static and static hosts serve them as they are.
 */
export const ENCODED_EXTENSIONS = { br: '.br', gzip: '.gz' } as const;

export type ContentEncoding = keyof typeof ENCODED_EXTENSIONS;
