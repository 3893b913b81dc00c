/**
 * Route records for react-router / vite-react-ssg. Each screen is a lazily loaded page module, so
 * a page's first load carries only its own code. Which concrete paths are prerendered comes from
 * the manifest (prerenderPaths), not from these patterns.
 */
import type { RouteRecord } from 'vite-react-ssg';
import { Layout } from '../layout/Layout';
import { NOT_FOUND_PATH } from './notFound';

export const routes: RouteRecord[] = [
  {
    path: '/',
    element: <Layout />,
    entry: 'src/layout/Layout.tsx',
    children: [
      { index: true, lazy: () => import('../pages/HomePage') },
      { path: 'about', lazy: () => import('../pages/AboutPage') },
      { path: 'services', lazy: () => import('../pages/ServicesPage') },
      { path: 'services/cyber-services', lazy: () => import('../pages/CyberServicesPage') },
      { path: 'services/:serviceId', lazy: () => import('../pages/CyberServicePage') },
      { path: 'compliance', lazy: () => import('../pages/ComplianceIndexPage') },
      { path: 'compliance/:key', lazy: () => import('../pages/CompliancePage') },
      { path: 'awards', lazy: () => import('../pages/AwardsPage') },
      { path: 'contact', lazy: () => import('../pages/ContactPage') },
      { path: NOT_FOUND_PATH.slice(1), lazy: () => import('../pages/NotFoundPage') },
      { path: '*', lazy: () => import('../pages/NotFoundPage') },
    ],
  },
];
