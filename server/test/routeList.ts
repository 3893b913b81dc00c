import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  path: string;
  methods: string[];
}

/**
 * Every route of a ready app with its methods, read from fastify's own route tree
 * (`printRoutes`): each line is a segment that continues its parent's path, indented four columns
 * per level, with its methods in parentheses when a route ends there.
 */
export function routeList(app: FastifyInstance): RouteEntry[] {
  const parents: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = `${parents[depth - 1] ?? ''}${match[2]}`;
    parents[depth] = path;
    parents.length = depth + 1;
    if (match[3]) routes.push({ path, methods: match[3].split(', ') });
  }
  return routes;
}
