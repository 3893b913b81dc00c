/**
 * The build's manifest for the server (dist/_server/site.json, src/model/siteManifest.ts): the known
 * pages, the chat's knowledge, the company's facts, the form-problem page's copy and the retention
 * periods the privacy notice states. Read once per directory; the server never compiles the content.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_MANIFEST_FILE, type SiteManifest } from '../src/model/siteManifest';
import { ConfigError } from './config';

const loaded = new Map<string, SiteManifest>();

/** The manifest of the build in distDir; a ConfigError (one line at start) when there is none. */
export function siteManifest(distDir: string): SiteManifest {
  const dir = path.resolve(distDir);
  const cached = loaded.get(dir);
  if (cached) return cached;
  const file = path.join(dir, SITE_MANIFEST_FILE);
  if (!existsSync(dir)) throw new ConfigError(`DIST_DIR ${distDir} is not a directory: run npm run build, or set DIST_DIR to the build's folder`);
  if (!existsSync(file)) throw new ConfigError(`DIST_DIR ${distDir} has no site manifest (${SITE_MANIFEST_FILE}): run npm run build, or set DIST_DIR to the build's folder`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as SiteManifest;
  loaded.set(dir, manifest);
  return manifest;
}

/** The manifest of the configured build, where no configuration is passed down (the reports' known pages): DIST_DIR, as server/config.ts reads it. */
export const configuredSiteManifest = (): SiteManifest => siteManifest(process.env.DIST_DIR || 'dist');

/** The manifest, or undefined when distDir holds no build (a check that has nothing to compare with). */
export function siteManifestIfBuilt(distDir: string): SiteManifest | undefined {
  return existsSync(path.join(path.resolve(distDir), SITE_MANIFEST_FILE)) ? siteManifest(distDir) : undefined;
}
