import { useMatches } from 'react-router-dom';
import type { PagePayload } from '../model/types';

interface PageHandle {
  page?: PagePayload;
}

/** The current page's payload (meta data and view data), or undefined on a not-found route. */
export function usePagePayload(): PagePayload | undefined {
  const matches = useMatches();
  return (matches.at(-1)?.handle as PageHandle | undefined)?.page;
}
