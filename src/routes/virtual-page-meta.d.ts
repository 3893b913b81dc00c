declare module 'virtual:page-meta' {
  import type { PageEntry } from './manifest';
  const pages: readonly PageEntry[];
  export default pages;
}
