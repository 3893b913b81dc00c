/**
 * Route records for react-router / vite-react-ssg, generated from the site tree: one route per
 * manifest page, whose lazy part loads the page's view and renders it with the page's payload, and
 * the patterns that catch unknown slugs and paths. The prerender list itself comes from the manifest.
 * Prerendering only: the browser runs no router (pages are documents; src/app/islands).
 */
import type { ComponentType } from 'react';
import type { RouteRecord } from 'vite-react-ssg';
import payloads from 'virtual:page-payloads';
import { Layout } from './layout/Layout';
import { NOT_FOUND_PATH } from '../model/notFound';
import { findNode, nodes } from '../model/siteTree';
import { trimEndOf } from '../shared/text';
import type { SiteNode } from '../model/types';
import { isBelowInsights, insightsView } from '../model/insights';
import { CATALOG_NOT_FOUND_MODULE, NOT_FOUND_MODULES, VIEW_MODULES } from '../model/views';
import { CATALOGS, catalogsWithNotFound, type CatalogName } from '../model/catalogs';

interface PageModule {
  /** A view takes its page's data; a not-found page takes nothing. */
  Component?: ComponentType<{ data?: unknown }>;
  CatalogNotFound?: ComponentType<{ catalog: CatalogName }>;
}

const pageModules = import.meta.glob<PageModule>('../pages/*Page.tsx');

function loadPageModule(name: string): Promise<PageModule> {
  const load = pageModules[`../pages/${name}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${name}.tsx`);
  return load();
}

async function component(name: string): Promise<{ Component: ComponentType<{ data?: unknown }> }> {
  const { Component } = await loadPageModule(name);
  if (!Component) throw new Error(`src/pages/${name}.tsx has no export Component`);
  return { Component };
}

/** Unknown '<pathPrefix><slug>' of a catalog with a not-found page of its own. */
function catalogNotFoundRoute(catalog: CatalogName): RouteRecord {
  return {
    path: `${CATALOGS[catalog].pathPrefix.slice(1)}:slug`,
    lazy: async () => {
      const { CatalogNotFound } = await loadPageModule(CATALOG_NOT_FOUND_MODULE);
      if (!CatalogNotFound) throw new Error(`src/pages/${CATALOG_NOT_FOUND_MODULE}.tsx has no export CatalogNotFound`);
      return { Component: () => <CatalogNotFound catalog={catalog} /> };
    },
  };
}

/** The route of one page of Insights, at its exact path; the site's 404 page if it has none. */
export function insightsRoute(path: string): RouteRecord {
  return {
    path: path.slice(1),
    lazy: async () => {
      const page = payloads[path];
      if (!page) return component(NOT_FOUND_MODULES[NOT_FOUND_PATH]!);
      const { Component: View } = await component(VIEW_MODULES[insightsView(path)]);
      return { Component: () => <View data={page.data} />, handle: { page } };
    },
  };
}

export function pageRoute(node: SiteNode): RouteRecord {
  const page = payloads[node.path];
  if (!page) throw new Error(`No page data for ${node.path}`);
  const lazy = async () => {
    const { Component: View } = await component(VIEW_MODULES[node.view]);
    return { Component: () => <View data={page.data} />, handle: { page } };
  };
  return node.path === '/' ? { index: true, lazy } : { path: node.path.slice(1), lazy };
}

/** The routes of URLs that are not pages: unknown slugs of a catalog, the 404 page, anything else. */
export function notFoundRoutes(): RouteRecord[] {
  const notFound = NOT_FOUND_MODULES[NOT_FOUND_PATH]!;
  return [
    ...catalogsWithNotFound().map(catalogNotFoundRoute),
    { path: NOT_FOUND_PATH.slice(1), lazy: () => component(notFound) },
    { path: '*', lazy: () => component(notFound) },
  ];
}

/** The routes that can match a path: its page's, a page of Insights (which may not exist), or the not-found patterns. */
export function routesFor(path: string): RouteRecord[] {
  const node = findNode(path);
  if (node) return [pageRoute(node)];
  const normalised = path.length > 1 ? trimEndOf(path, '/') : path;
  return isBelowInsights(normalised) ? [insightsRoute(normalised), ...notFoundRoutes()] : notFoundRoutes();
}

export const LAYOUT_ROUTE_ID = 'layout';

/** The frame every route renders in. */
export function layoutRoute(children: RouteRecord[]): RouteRecord {
  return { id: LAYOUT_ROUTE_ID, path: '/', element: <Layout />, entry: 'src/app/layout/Layout.tsx', children };
}

/** The pages of Insights below its index, which the prerender renders (they are not in the site tree). */
const insightsRoutes = Object.keys(payloads).filter(isBelowInsights).map(insightsRoute);

export const routes: RouteRecord[] = [layoutRoute([...nodes.map(pageRoute), ...insightsRoutes, ...notFoundRoutes()])];
