declare module 'virtual:site-tree' {
  import type { SiteNode } from './types';
  const nodes: readonly SiteNode[];
  export default nodes;
}

declare module 'virtual:page-payloads' {
  /** Prerender only: path → each page's meta data and view data (src/build/vite/siteDataPlugin.ts). */
  import type { PagePayload } from './types';
  const payloads: Readonly<Record<string, PagePayload>>;
  export default payloads;
}

declare module 'virtual:search-index' {
  /** The site search index as MiniSearch JSON (src/build/vite/searchIndexPlugin.ts). */
  const serialised: string;
  export default serialised;
}

declare module 'virtual:search-headlines' {
  /** The pages' headline fields as a JSON array of search documents (src/build/vite/searchIndexPlugin.ts). */
  const serialised: string;
  export default serialised;
}

declare module 'virtual:site-content' {
  /** A SiteContent (src/model/siteContentTypes.ts), typed where it is read: src/model/siteContent.ts. */
  const content: unknown;
  export default content;
}

declare module 'virtual:chat-no-script' {
  /** Prerender only: the chat panel's text without script, markdown (src/build/content/chatNoScript.ts). */
  const markdown: string;
  export default markdown;
}
