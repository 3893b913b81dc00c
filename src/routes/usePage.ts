import { useMatches } from 'react-router-dom';
import type { PagePayload, ViewName } from './types';

interface PageHandle {
  page?: PagePayload;
}

/** The current page's payload (meta data and view data), or undefined on a not-found route. */
export function usePagePayload(): PagePayload | undefined {
  const matches = useMatches();
  return (matches.at(-1)?.handle as PageHandle | undefined)?.page;
}

/** The data of the current page's view; only call it from that view. */
export function usePageData<V extends ViewName>(_view: V): PagePayload<V>['data'] {
  const payload = usePagePayload();
  if (!payload) throw new Error(`usePageData('${_view}') outside a manifest page`);
  return payload.data as PagePayload<V>['data'];
}
