import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { trimEndOf } from '../../src/shared/text';
import { ENCODED_EXTENSIONS, type ContentEncoding } from '../../src/model/encodings';
import { ConfigError } from '../config';
import { ADMIN_PATH } from '../../src/model/admin';
import { pagePathOf } from '../../src/model/pageFiles';
import { adminContentSecurityPolicy, contentSecurityPolicy } from './securityHeaders';

/** A prerendered HTML page held in memory with the hashes of its inline scripts (for the CSP). */
export interface SitePage {
  html: Buffer;
  /** The build's precompressed copies (dist/…/index.html.br, .gz), where it wrote them. */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
  /** A strong ETag per representation: each encoding's bytes differ, so each has its own. */
  etags: Partial<Record<ContentEncoding | 'identity', string>>;
  scriptHashes: string[];
  /** Its Content-Security-Policy: the site's (SitePages.policy), the content editor's its own. */
  csp: string;
}

/** A strong validator derived from the bytes, so it changes exactly when the build changes the file. */
const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

function etagsOf(html: Buffer, encoded: SitePage['encoded']): SitePage['etags'] {
  const etags: SitePage['etags'] = { identity: etagOf(html) };
  for (const [encoding, bytes] of Object.entries(encoded) as [ContentEncoding, Buffer][]) etags[encoding] = etagOf(bytes);
  return etags;
}

/** A file's bytes, or undefined where there is none (nor the folder it would be in). */
export async function readIfPresent(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
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
  /**
   * The one Content-Security-Policy of every page but the content editor: it allows the inline
   * scripts of all of them (the same few on every page), so a host applies it with one rule to every
   * URL, unknown ones included (docs/decisions/0020-one-policy-for-every-page.md).
   */
  policy: string;
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

/** Reads every prerendered page of dist/ once at start-up; apiOrigin is the API's where the pages reach one apart from them. */
export async function loadSitePages(distDir: string, apiOrigin?: string): Promise<SitePages> {
  const entries = await readdir(distDir, { withFileTypes: true, recursive: true }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT' || error.code === 'ENOTDIR'
      ? new ConfigError(`DIST_DIR ${distDir} is not a directory: run npm run build, or set DIST_DIR to the build's folder`)
      : error;
  });
  const byPath = new Map<string, SitePage>();
  const notFoundByDir = new Map<string, SitePage>();
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file);
    const encoded = await encodedCopies(file);
    const scriptHashes = inlineScriptHashes(html.toString('utf8'));
    const page = { html, encoded, etags: etagsOf(html, encoded), scriptHashes, csp: '' };
    const relative = path.relative(distDir, file).split(path.sep).join('/');
    const folder = path.posix.dirname(relative);
    if (entry.name === '404.html') notFoundByDir.set(folder === '.' ? '/' : `/${folder}`, page);
    else if (relative === `${ADMIN_DIR.slice(1)}/index.html`) byPath.set(ADMIN_DIR, page);
    else byPath.set(pagePathOf(relative), page);
  }
  if (!notFoundByDir.has('/') || !byPath.has('/'))
    throw new ConfigError(`DIST_DIR ${distDir} is not a complete build (index.html or 404.html missing): run npm run build`);
  const editor = byPath.get(ADMIN_DIR);
  const sitePages = [...byPath.values(), ...notFoundByDir.values()].filter((page) => page !== editor);
  const policy = contentSecurityPolicy({ scriptHashes: [...new Set(sitePages.flatMap((page) => page.scriptHashes))].sort(), apiOrigin });
  for (const page of sitePages) page.csp = policy;
  if (editor) editor.csp = adminContentSecurityPolicy();
  return { byPath, notFoundByDir, policy };
}

/** The content editor's folder ('/admin'), whose page has a policy of its own. */
export const ADMIN_DIR = ADMIN_PATH.slice(0, -1);

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

/** If-None-Match's comparison (RFC 9110 §13.1.2): weak, so W/"x" matches "x"; `*` matches any. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a page's precompressed copy in the client's preferred encoding (Accept-Encoding, with its
 * q-values), else the HTML itself; the site is never compressed per request, so each
 * representation's strong ETag describes the bytes sent: sent with status 200, a page carries it and
 * answers a matching If-None-Match with 304 and no body. Headers go on first.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, page: SitePage): FastifyReply {
  reply.header('vary', 'accept-encoding');
  const offered = ENCODINGS.filter((encoding) => page.encoded[encoding]);
  const accepted = request.headers['accept-encoding'];
  const negotiated = accepted && offered.length > 0 ? (negotiate(accepted, offered) as ContentEncoding | null) : null;
  const encoding = negotiated && page.encoded[negotiated] ? negotiated : undefined;
  const body = encoding ? (page.encoded[encoding] as Buffer) : page.html;
  if (encoding) reply.header('content-encoding', encoding);
  if (reply.statusCode !== 200) return reply.send(body);
  const etag = page.etags[encoding ?? 'identity'] as string;
  reply.header('etag', etag);
  if (noneMatch(request.headers['if-none-match'], etag)) return reply.code(304).removeHeader('content-encoding').send();
  return reply.send(body);
}
