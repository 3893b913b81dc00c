/** The site's page tree in the browser: menus, breadcrumbs and child listings. */
import { trimEndOf } from '../shared/text';
import nodes from 'virtual:site-tree';
import type { PageMeta, SiteNode } from './types';

export { nodes };

const byPath = new Map(nodes.map((node) => [node.path, node]));

export function findNode(path: string): SiteNode | undefined {
  const normalised = path.length > 1 ? trimEndOf(path, '/') : path;
  return byPath.get(normalised);
}

/** The breadcrumb trail from home to the page, inclusive. */
export function breadcrumbTrail(path: string): SiteNode[] {
  const trail: SiteNode[] = [];
  let node = findNode(path);
  while (node) {
    trail.unshift(node);
    node = node.parent ? byPath.get(node.parent) : undefined;
  }
  return trail;
}

export function childrenOf(parentPath: string): SiteNode[] {
  return nodes.filter((node) => node.parent === parentPath);
}

/** A page's breadcrumb trail; a page outside the tree (an article) hangs from its parent, which is in it. */
export function pageTrail(page: Pick<PageMeta, 'path' | 'name' | 'parent'>): Pick<SiteNode, 'path' | 'name'>[] {
  if (findNode(page.path)) return breadcrumbTrail(page.path);
  return [...(page.parent ? breadcrumbTrail(page.parent) : []), { path: page.path, name: page.name }];
}
