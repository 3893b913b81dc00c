import WORDS from '../../../content/islands/search.json' with { type: 'json' };
import { startTransition, useCallback, useMemo, useState } from 'react';
import { IconButton } from '../../ui/IconButton';
import { unlessNativeCommand } from '../../ui/invokerCommands';
import { SearchIcon } from '../../ui/icons';
import { SearchDialog } from './SearchDialog';
import { SEARCH_DIALOG_ID } from './searchShortcut';
import { useSearchShortcut } from './useSearchShortcut';

/**
 * The header's search button, its dialog and keyboard shortcuts (Ctrl/⌘+K, '/'). The dialog is in
 * the page, closed, and the button opens it natively (so it opens before the island runs);
 * minisearch and the index load when it first opens. Closed, it keeps the last query.
 */
export function SiteSearch() {
  const [open, setOpen] = useState(false);
  // The button's command (or the page's script) has opened the dialog already: this render can wait a frame.
  const show = useCallback(() => startTransition(() => setOpen(true)), []);
  const press = useMemo(() => unlessNativeCommand(show), [show]);
  const close = useCallback(() => setOpen(false), []);
  useSearchShortcut(show);

  return (
    <>
      <IconButton
        type="button"
        aria-label={WORDS.label}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        command="show-modal"
        commandfor={SEARCH_DIALOG_ID}
        onClick={press}
      >
        <SearchIcon />
      </IconButton>
      <SearchDialog id={SEARCH_DIALOG_ID} open={open} onOpen={show} onClose={close} />
    </>
  );
}
