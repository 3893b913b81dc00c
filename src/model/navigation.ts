/** The header menu: compiled at build from the pages and the content files (src/build/navigation.ts), so the browser carries the menu, not the site tree. */
export type { NavItem, NavLink } from './siteContentTypes';
export { navigation } from './siteContent';
