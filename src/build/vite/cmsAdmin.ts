/**
 * The content editor's page, /admin/: Decap CMS's prebuilt bundle (it carries its own React, so
 * none of it is part of the site's code), and its configuration generated from the content schemas
 * (src/build/cmsConfig.ts). The build writes them to dist/admin/; the dev server serves them
 * (npm run cms runs it beside decap-server, which writes the edits to the files).
 */
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { stringify } from 'yaml';
import { ADMIN_PATH } from '../../model/admin';
import { cmsConfig } from '../cmsConfig';
import { loadCatalogs } from '../content/loadCatalogs';
import { loadInsights } from '../content/loadInsights';
import { loadSiteFiles } from '../content/loadSiteFiles';
import { light } from '../../ui/palette';

const decapDist = path.dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));

/** The production backend: a Git host the editors sign in to (see docs/content.md#editing-from-the-browser-decap-cms). */
function backend(env: NodeJS.ProcessEnv): Record<string, unknown> {
  return {
    name: env.CMS_BACKEND || 'github',
    repo: env.CMS_REPO || 'virtual-ip/website',
    branch: env.CMS_BRANCH || 'main',
    ...(env.CMS_AUTH_URL ? { base_url: env.CMS_AUTH_URL } : {}),
  };
}

export function adminConfigYaml(env: NodeJS.ProcessEnv = process.env): string {
  const catalogs = loadCatalogs();
  const { index } = loadInsights();
  const config = cmsConfig({
    backend: backend(env),
    articleChoices: {
      tags: Object.entries(index.tags).map(([value, label]) => ({ label, value })),
      authors: loadSiteFiles().pages.about.team.map((member) => member.name),
      services: [...catalogs.cyber, ...catalogs.ai, ...catalogs.web].map((entry) => entry.slug),
      frameworks: catalogs.compliance.map((entry) => entry.slug),
    },
    islandWords: loadSiteFiles().islandWords,
  });
  return `# Generated from the content schemas by src/build/vite/cmsAdmin.ts: edit those, not this file.\n${stringify(config)}`;
}

/** Decap reads config.yml beside the page, so the page is served at /admin/ (with the slash). */
export const ADMIN_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor | Virtual IP</title>
<style>
/* Decap's "Go back to site" link is grey on its grey page (3.41:1); WCAG 1.4.3 asks 4.5:1. Its classes end in the component's label. */
[class*="-GoBackButtonStyle"], [class*="-GoBackButtonStyle"] p { color: ${light.muted}; }
</style>
</head>
<body>
<script src="${ADMIN_PATH}decap-cms.js"></script>
</body>
</html>
`;

/** decap-cms.js and the parts it loads on demand (n.decap-cms.js), beside it. */
async function decapScripts(): Promise<string[]> {
  return (await readdir(decapDist)).filter((name) => name.endsWith('decap-cms.js'));
}

export async function writeAdmin(dist: string): Promise<void> {
  const dir = path.join(dist, ADMIN_PATH.slice(1));
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.html'), ADMIN_HTML);
  await writeFile(path.join(dir, 'config.yml'), adminConfigYaml());
  for (const script of await decapScripts()) await copyFile(path.join(decapDist, script), path.join(dir, script));
}

/** The dev server's /admin/: the page, a fresh configuration on every load, and Decap's scripts. */
export function cmsDevPlugin(): Plugin {
  return {
    name: 'virtual-ip:cms-admin',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = (req.url ?? '').split('?')[0]!;
        if (url === ADMIN_PATH.slice(0, -1)) {
          res.writeHead(301, { location: ADMIN_PATH }).end();
          return;
        }
        if (!url.startsWith(ADMIN_PATH)) return next();
        const name = url.slice(ADMIN_PATH.length);
        if (name === '' || name === 'index.html') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ADMIN_HTML);
        else if (name === 'config.yml') res.writeHead(200, { 'content-type': 'text/yaml; charset=utf-8' }).end(adminConfigYaml());
        else if ((await decapScripts()).includes(name)) {
          const { readFile } = await import('node:fs/promises');
          res.writeHead(200, { 'content-type': 'text/javascript' }).end(await readFile(path.join(decapDist, name)));
        } else next();
      });
    },
  };
}
