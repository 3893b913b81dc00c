import WORDS from '../../../content/islands/search.json' with { type: 'json' };
import { fillIn, forCount } from '../../shared/text';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { navigateTo } from '../../ui/navigate';
import styled from 'styled-components';
import { ArrowDownIcon, ArrowUpIcon, CloseIcon, SearchIcon } from '../../ui/icons';
import { track } from '../../api';
import { IconButton } from '../../ui/IconButton';
import { ModalDialog } from '../../ui/ModalDialog';
import type { SearchHit } from './siteSearch';
import { useSearchResults, type SearchStatus } from './useSearchResults';
import { theme } from '../../ui/theme';

const Dialog = styled(ModalDialog)`
  width: calc(100% - ${theme.space.xl});
  max-width: 640px;
  max-height: min(36rem, calc(100% - ${theme.space.xxxl}));
  margin: ${theme.layout.dialogTop} auto auto;
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.raised};
  &[open] { display: flex; flex-direction: column; }
  /* A full-screen sheet on phones. */
  ${theme.media.belowSm} {
    width: 100%;
    max-width: none;
    height: 100%;
    max-height: none;
    margin: 0;
    border-radius: 0;
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.md};
  border-bottom: 1px solid ${theme.colors.border};
  color: ${theme.colors.muted};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  border: 0;
  background: none;
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.lg};
  &:focus-visible { outline: none; }
`;

const Status = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const Results = styled.ul`
  flex: 1;
  margin: 0;
  padding: 0 ${theme.space.xs} ${theme.space.xs};
  overflow-y: auto;
  list-style: none;
`;

const Option = styled.li`
  display: grid;
  gap: ${theme.space.xxs};
  padding: ${theme.space.sm};
  border-radius: ${theme.radii.md};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${theme.colors.accentSoft};
    box-shadow: inset 3px 0 0 ${theme.colors.primary};
  }
`;

const Title = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space.xs};
  color: ${theme.colors.ink};
  font-weight: 700;
`;

const SectionTag = styled.span`
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surfaceAlt};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`;

const Snippet = styled.span`
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  mark {
    background: none;
    color: ${theme.colors.ink};
    font-weight: 700;
    text-decoration: underline;
    text-decoration-color: ${theme.colors.accent};
    text-decoration-thickness: 2px;
  }
`;

const Keys = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.xxs};
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
  ${theme.media.belowSm} { display: none; }
`;

export interface SearchDialogProps {
  id: string;
  open: boolean;
  /** Opened natively: by the search button's command, or by the page's script before the island ran. */
  onOpen: () => void;
  onClose: () => void;
}

function statusText(status: SearchStatus, query: string, count: number): string {
  const { status: says } = WORDS;
  if (!query.trim()) return says.empty;
  if (status === 'failed') return says.failed;
  if (status === 'loading') return says.loading;
  return count === 0 ? fillIn(says.none, { query: query.trim() }) : forCount(says, count, { query: query.trim() });
}

function HitView({ hit }: { hit: SearchHit }) {
  return (
    <>
      <Title>
        {hit.title}
        <SectionTag>{hit.section}</SectionTag>
      </Title>
      <Snippet>{hit.snippet.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}</Snippet>
    </>
  );
}

/**
 * The site search dialog: a native modal <dialog> holding an ARIA combobox (the input) that
 * controls a listbox of results. Arrow keys move the active result, Enter opens it, Escape
 * closes; a full-screen sheet on phones. Part of the page (closed), so it opens before its island
 * runs; the index loads when it opens.
 */
export function SearchDialog({ id: dialogId, open, onOpen, onClose }: SearchDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  /** Whether this opening of the dialog has been counted as a search (the first query typed). */
  const counted = useRef(false);
  const [active, setActive] = useState(0);
  const { status, hits } = useSearchResults(query, open);
  const id = useId();
  const listboxId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;

  useEffect(() => {
    if (!open) return;
    counted.current = false;
    // Opening puts focus on the input (its first control); text typed there before the island ran is the visitor's.
    if (document.activeElement !== inputRef.current) inputRef.current?.focus();
  }, [open]);

  useEffect(() => setActive(0), [hits]);
  useEffect(() => {
    if (hits.length > 0) document.getElementById(`${id}-result-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, hits, id]);

  const choose = (hit: SearchHit) => {
    // Closed first, so the page kept in the back/forward cache comes back without it.
    onClose();
    navigateTo(hit.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active];
      if (hit) choose(hit);
    }
  };

  const expanded = hits.length > 0;

  return (
    <Dialog id={dialogId} open={open} onOpen={onOpen} onClose={onClose} aria-label={WORDS.label} data-site-search="">
      <Bar>
        <SearchIcon />
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {WORDS.label}
        </label>
        <Input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          inputMode="search"
          enterKeyHint="go"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={WORDS.placeholder}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded ? optionId(active) : undefined}
          value={query}
          onChange={(event) => {
            if (!counted.current && event.target.value.trim() !== '') {
              counted.current = true;
              track('search');
            }
            setQuery(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <IconButton type="button" aria-label={WORDS.closeLabel} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Bar>
      <Status role="status">{statusText(status, query, hits.length)}</Status>
      <Results id={listboxId} role="listbox" aria-label={WORDS.resultsLabel} hidden={!expanded}>
        {hits.map((hit, index) => (
          <Option
            key={hit.url}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onClick={() => choose(hit)}
            onPointerMove={() => setActive(index)}
          >
            <HitView hit={hit} />
          </Option>
        ))}
      </Results>
      {/* The arrow keys as icons: the brand face has no arrow characters. */}
      <Keys aria-hidden="true">
        <ArrowUpIcon size={14} />
        <ArrowDownIcon size={14} />
        {`${WORDS.keys.move} ${WORDS.keys.others}`}
      </Keys>
    </Dialog>
  );
}
