import { childrenOf } from '../model/siteTree';
import { CATALOGS, type CatalogName } from '../model/catalogs';
import { catalogNotFound } from '../model/siteContent';
import { ButtonLink } from '../ui/Button';
import { NotFoundScreen } from './components/NotFoundScreen';

/**
 * An unknown '<pathPrefix><slug>' of a catalog (docs/product/site.md §2, §8), with the copy its declaration
 * gives: the catalog's first pages until the pages closest to the URL replace them, and a way back.
 */
export function CatalogNotFound({ catalog }: { catalog: CatalogName }) {
  const { parent } = CATALOGS[catalog];
  const notFound = catalogNotFound[catalog];
  if (!notFound) throw new Error(`catalog ${catalog} declares no not-found page`);
  const firstPages = childrenOf(parent)
    .slice(0, 3)
    .map((node) => ({ path: node.path, title: node.name }));
  return (
    <NotFoundScreen copy={notFound} fallback={firstPages}>
      <ButtonLink to={parent} $variant="secondary">
        {notFound.backLabel}
      </ButtonLink>
    </NotFoundScreen>
  );
}
