import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { loadSiteSearch, type SearchHit, type SiteSearch } from './siteSearch';

export type SearchStatus = 'loading' | 'ready' | 'failed';

/**
 * Results for the query as the visitor types. The index loads when `active` first turns true
 * (and again on a later opening if it failed); typing stays responsive because results follow a
 * deferred copy of the query.
 */
export function useSearchResults(query: string, active: boolean): { status: SearchStatus; hits: SearchHit[] } {
  const [search, setSearch] = useState<SiteSearch | null>(null);
  const [failed, setFailed] = useState(false);
  const deferredQuery = useDeferredValue(query);

  useEffect(() => {
    if (!active || search) return undefined;
    let live = true;
    setFailed(false);
    loadSiteSearch().then(
      (loaded) => live && setSearch(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [active, search]);

  const hits = useMemo(() => (search ? search.search(deferredQuery) : []), [search, deferredQuery]);
  return { status: search ? 'ready' : failed ? 'failed' : 'loading', hits };
}
