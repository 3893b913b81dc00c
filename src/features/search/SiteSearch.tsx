import { lazy, Suspense, useCallback, useState } from 'react';
import { IconButton } from '../../ui/IconButton';
import { SearchIcon } from '../../ui/icons';
import { useSearchShortcut } from './useSearchShortcut';

const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);
/**
 * On a sign of intent (hover, focus) fetch the dialog's small chunk before the click. The index
 * (about 70 KB) waits until the dialog opens: a keyboard user tabbing past the icon should not
 * pay for it.
 */
const preload = () => void loadDialog().catch(() => undefined);

/**
 * The header's search button and keyboard shortcuts (Ctrl/⌘+K, '/'). Only this is in the first
 * load; the dialog, minisearch and the index load when the visitor opens it.
 */
export function SiteSearch() {
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted (closed), so it keeps the last query.
  const [used, setUsed] = useState(false);
  const show = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  useSearchShortcut(show);

  return (
    <>
      <IconButton
        type="button"
        aria-label="Search the site"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <SearchIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
