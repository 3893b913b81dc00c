/**
 * The entry of both builds. Prerendering imports `createRoot` (every page rendered by React at
 * build time); in the browser the entry is the page's plain script, which wakes React only in the
 * islands a visitor uses (src/app/page/start.ts).
 */
import { startPage } from './app/page/start';

let createRoot: unknown;
if (import.meta.env.SSR) createRoot = (await import('./app/prerender')).createRoot;
else startPage();

export { createRoot };
