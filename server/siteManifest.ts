/**
 * The build's manifest for the server (dist-internal/site.json, src/model/siteManifest.ts): the known
 * pages, the chat's knowledge, the company's facts, the form-problem page's copy, the retention
 * periods the privacy notice states and the API's URL the pages were built with. Read once per
 * directory; the server never compiles the content.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_MANIFEST_FILE, type SiteManifest } from '../src/model/siteManifest';
import { apiOriginOf } from '../src/siteUrl';
import { ConfigError, internalDirOf } from './config';

const loaded = new Map<string, SiteManifest>();

/** The manifest the build wrote into internalDir; a ConfigError (one line at start) when there is none. */
export function siteManifest(internalDir: string): SiteManifest {
  const dir = path.resolve(internalDir);
  const cached = loaded.get(dir);
  if (cached) return cached;
  const file = path.join(dir, SITE_MANIFEST_FILE);
  if (!existsSync(file))
    throw new ConfigError(
      `INTERNAL_DIR ${internalDir} (by default dist-internal beside DIST_DIR) has no site manifest (${SITE_MANIFEST_FILE}): run npm run build, or set DIST_DIR or INTERNAL_DIR to the build's folders`,
    );
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as SiteManifest;
  loaded.set(dir, manifest);
  return manifest;
}

/** The manifest of the configured build, where no configuration is passed down (the reports' known pages): INTERNAL_DIR, as server/config.ts reads it. */
export const configuredSiteManifest = (): SiteManifest => siteManifest(internalDirOf(process.env));

/** The manifest, or undefined when internalDir holds none (a check that has nothing to compare with). */
export function siteManifestIfBuilt(internalDir: string): SiteManifest | undefined {
  return existsSync(path.join(path.resolve(internalDir), SITE_MANIFEST_FILE)) ? siteManifest(internalDir) : undefined;
}

/** The origin of the API the build's pages reach (its VITE_API_URL) where it is apart from the site; undefined for the same origin, or with nothing built. */
export const builtApiOrigin = (internalDir: string): string | undefined => apiOriginOf(siteManifestIfBuilt(internalDir)?.apiUrl ?? null);
