import path from 'node:path';
/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with this comment has all its
 * functions compiled eagerly while it is streamed, on a background thread, instead of each on the
 * main thread the first time it is called. Hydration calls nearly every function of the start-up
 * chunks, so they carry it (vite.config.ts; npm run check:dist verifies it).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunks every page evaluates at start-up: the library groups and the app's frame. */
export const EAGER_COMPILE_CHUNKS: ReadonlySet<string> = new Set(['react', 'styled', 'router', 'clientRouter']);

/** The chunk name in a built file name (assets/clientRouter-B1JOkrPa.js → clientRouter). */
export const chunkNameOf = (file: string): string => path.basename(file).replace(/-[\w-]{8}\.js$/, '');
