/**
 * Route records for react-router / vite-react-ssg, generated from the site tree: one route per
 * manifest page, whose lazy part loads the page's view and its own data chunk together. Patterns
 * below catch unknown slugs and paths; the prerender list itself comes from the manifest.
 */
import type { ComponentType } from 'react';
import type { RouteRecord } from 'vite-react-ssg';
import pageData from 'virtual:page-data';
import { Layout } from '../layout/Layout';
import { NOT_FOUND_PATH } from './notFound';
import { nodes } from './siteTree';
import type { SiteNode, ViewName } from './types';

type ViewModule = Promise<{ Component: ComponentType }>;

const views: Record<ViewName, () => ViewModule> = {
  home: () => import('../pages/HomePage'),
  about: () => import('../pages/AboutPage'),
  services: () => import('../pages/ServicesPage'),
  awards: () => import('../pages/AwardsPage'),
  contact: () => import('../pages/ContactPage'),
  'cyber-index': () => import('../pages/CyberServicesPage'),
  'cyber-service': () => import('../pages/CyberServicePage'),
  'compliance-index': () => import('../pages/ComplianceIndexPage'),
  compliance: () => import('../pages/CompliancePage'),
  'ai-index': () => import('../pages/AiServicesPage'),
  'ai-service': () => import('../pages/AiServicePage'),
  'web-index': () => import('../pages/WebServicesPage'),
  'web-service': () => import('../pages/WebServicePage'),
};

function pageRoute(node: SiteNode): RouteRecord {
  const load = pageData[node.path];
  if (!load) throw new Error(`No page data for ${node.path}`);
  const lazy = async () => {
    const [{ Component }, { default: page }] = await Promise.all([views[node.view](), load()]);
    return { Component, handle: { page } };
  };
  return node.path === '/' ? { index: true, lazy } : { path: node.path.slice(1), lazy };
}

const notFound = () => import('../pages/NotFoundPage');

export const routes: RouteRecord[] = [
  {
    path: '/',
    element: <Layout />,
    entry: 'src/layout/Layout.tsx',
    children: [
      ...nodes.map(pageRoute),
      { path: 'ai-services/:serviceType', lazy: () => import('../pages/ServiceNotFoundPage').then((m) => ({ Component: m.AiServiceNotFound })) },
      { path: 'web-services/:serviceType', lazy: () => import('../pages/ServiceNotFoundPage').then((m) => ({ Component: m.WebServiceNotFound })) },
      { path: 'compliance/:key', lazy: () => import('../pages/ComplianceNotFoundPage') },
      { path: NOT_FOUND_PATH.slice(1), lazy: notFound },
      { path: '*', lazy: notFound },
    ],
  },
];
