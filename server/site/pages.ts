import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { trimEndOf } from '../../src/shared/text';
import { ENCODED_EXTENSIONS, type ContentEncoding } from '../../src/site/encodings';

/** A prerendered HTML page held in memory with the hashes of its inline scripts (for the CSP). */
export interface SitePage {
  html: Buffer;
  /** The build's precompressed copies (dist/…/index.html.br, .gz), where it wrote them. */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
  scriptHashes: string[];
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
}

async function encodedCopies(file: string): Promise<SitePage['encoded']> {
  const encoded: SitePage['encoded'] = {};
  for (const [encoding, extension] of Object.entries(ENCODED_EXTENSIONS) as [ContentEncoding, string][]) {
    const copy = await readIfPresent(file + extension);
    if (copy) encoded[encoding] = copy;
  }
  return encoded;
}

export interface SitePages {
  /** URL path ('/', '/about', …) → page. */
  byPath: Map<string, SitePage>;
  /** Directory URL path ('/' or '/compliance') → its 404.html. */
  notFoundByDir: Map<string, SitePage>;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/type="application\/ld\+json"/.test(attributes)) continue; // data, never executed
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

/** Reads every prerendered page of dist/ once at start-up. */
export async function loadSitePages(distDir: string): Promise<SitePages> {
  const entries = await readdir(distDir, { withFileTypes: true, recursive: true });
  const byPath = new Map<string, SitePage>();
  const notFoundByDir = new Map<string, SitePage>();
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file);
    const page = { html, encoded: await encodedCopies(file), scriptHashes: inlineScriptHashes(html.toString('utf8')) };
    const dir = `/${path.relative(distDir, entry.parentPath).split(path.sep).join('/')}`.replace(/\/$/, '') || '/';
    if (entry.name === '404.html') notFoundByDir.set(dir, page);
    else if (entry.name === 'index.html') byPath.set(dir, page);
  }
  if (!notFoundByDir.has('/') || !byPath.has('/')) throw new Error(`${distDir} is not a complete build (index.html or 404.html missing): run npm run build`);
  return { byPath, notFoundByDir };
}

/**
 * The not-found page for an unknown URL: a catalog's own 404.html for an unknown slug directly
 * below it (/compliance/nope → compliance/404.html), else the site's 404.html.
 */
export function notFoundPageFor(pages: SitePages, urlPath: string): SitePage {
  const trimmed = trimEndOf(urlPath, '/');
  const dir = trimmed.slice(0, trimmed.lastIndexOf('/')) || '/';
  return (dir !== '/' && pages.notFoundByDir.get(dir)) || (pages.notFoundByDir.get('/') as SitePage);
}

const ENCODINGS = Object.keys(ENCODED_EXTENSIONS) as ContentEncoding[];

/**
 * Sends a page's precompressed copy in the client's preferred encoding (Accept-Encoding, with its
 * q-values), else the HTML itself, which @fastify/compress then handles. Headers go on first.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, page: SitePage): FastifyReply {
  reply.header('vary', 'accept-encoding');
  const offered = ENCODINGS.filter((encoding) => page.encoded[encoding]);
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted && offered.length > 0 ? (negotiate(accepted, offered) as ContentEncoding | null) : null;
  const body = encoding ? page.encoded[encoding] : undefined;
  if (!encoding || !body) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(body);
}
