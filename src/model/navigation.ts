/** The header menu, derived from the route manifest and the service areas. */
import { serviceAreas } from './siteContent';
import { INSIGHTS } from './insights';
import { childrenOf } from './siteTree';
import { ABOUT_PATH } from './people';

export interface NavLink {
  label: string;
  to: string;
}

export type NavItem = ({ kind: 'link' } & NavLink) | { kind: 'group'; id: string; label: string; items: readonly NavLink[] };

export const navigation: readonly NavItem[] = [
  { kind: 'link', label: 'Home', to: '/' },
  { kind: 'link', label: 'About', to: ABOUT_PATH },
  {
    kind: 'group',
    id: 'services',
    label: 'Services',
    items: serviceAreas.map((area) => ({ label: area.menuLabel, to: area.path })),
  },
  { kind: 'group', id: 'compliance', label: 'Compliance', items: childrenOf('/compliance').map((page) => ({ label: page.name, to: page.path })) },
  { kind: 'link', label: 'Insights', to: INSIGHTS.path },
  { kind: 'link', label: 'Awards & Certification', to: '/awards' },
];
