/**
 * The entry of both builds. Prerendering imports `createRoot`; in the browser the entry only starts
 * the staged hydration, so that nothing of the app is evaluated in the entry's own task.
 */
let createRoot: unknown;
if (import.meta.env.SSR) createRoot = (await import('./app/prerender')).createRoot;
else void import('./app/hydrate').then(({ hydrate }) => hydrate());

export { createRoot };
