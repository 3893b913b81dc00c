import { words } from '../../../model/siteContent';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import type { NavItem } from '../../../model/navigation';
import { ChevronDownIcon } from '../../../ui/icons';
import { NavLink } from '../../../ui/Link';
import { theme } from '../../../ui/theme';

const Nav = styled.nav`
  ${theme.media.belowNav} { display: none; }
  > ul { display: flex; align-items: center; gap: ${theme.space.xxs}; list-style: none; margin: 0; padding: 0; }
`;

const itemStyles = `
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  min-height: 44px;
  padding: 0 ${theme.space.sm};
  border: 0;
  border-radius: ${theme.radii.sm};
  white-space: nowrap;
  background: none;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
`;

const TopLink = styled(NavLink)`
  ${itemStyles}
  color: ${theme.colors.text};
  &.active { color: ${theme.colors.primary}; }
  &:hover { background: ${theme.colors.surfaceAlt}; }
`;

const GroupButton = styled.button`
  ${itemStyles}
  color: ${theme.colors.text};
  &:hover { background: ${theme.colors.surfaceAlt}; }
  svg { transition: transform ${theme.motion.fast}; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

const GroupItem = styled.li`
  position: relative;
  /* Until the group's script runs, hovering it or focusing into it shows its list. */
  &:not([data-ready]):is(:hover, :focus-within) > ul[hidden] { display: grid; }
`;

const Dropdown = styled.ul<{ $columns: number }>`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: ${theme.z.dropdown};
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(12rem, 1fr));
  min-width: 14rem;
  margin: 0;
  padding: ${theme.space.xs};
  list-style: none;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.raised};
  &[hidden] { display: none; }
  a {
    display: block;
    padding: ${theme.space.xs} ${theme.space.sm};
    border-radius: ${theme.radii.sm};
    color: ${theme.colors.text};
    text-decoration: none;
  }
  a:hover, a.active { background: ${theme.colors.accentSoft}; color: ${theme.colors.ink}; }
`;

type Group = Extract<NavItem, { kind: 'group' }>;

/**
 * A disclosure dropdown: opens on hover and when keyboard focus enters it, toggles with
 * Enter/Space, closes on Escape (focus back to its button) and on leaving it. Before the header's
 * island runs, CSS opens it on hover and focus; the island takes it over as it is.
 */
function DesktopGroup({ group, currentPath }: { group: Group; currentPath: string }) {
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const ignoreNextFocus = useRef(false);
  const listId = `nav-${group.id}`;

  const onFocus = () => {
    if (ignoreNextFocus.current) {
      ignoreNextFocus.current = false;
      return;
    }
    setOpen(true);
  };
  const onBlur = (event: FocusEvent) => {
    if (!itemRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      ignoreNextFocus.current = document.activeElement !== buttonRef.current;
      buttonRef.current?.focus();
    }
  };
  // One render hands the list from CSS to the state: no frame shows it closed in between.
  useEffect(() => {
    setReady(true);
    if (itemRef.current?.matches(':hover, :focus-within')) setOpen(true);
  }, []);
  // A mouse click on an already hovered button keeps it open; keyboard activation (detail 0) toggles.
  const onClick = (event: MouseEvent) => setOpen((wasOpen) => (event.detail === 0 ? !wasOpen : true));

  return (
    <GroupItem
      ref={itemRef}
      data-ready={ready ? '' : undefined}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <GroupButton ref={buttonRef} type="button" aria-expanded={open} aria-controls={listId} onClick={onClick}>
        {group.label}
        <ChevronDownIcon size={16} />
      </GroupButton>
      <Dropdown id={listId} hidden={!open} $columns={group.items.length > 8 ? 2 : 1}>
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} currentPath={currentPath}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </Dropdown>
    </GroupItem>
  );
}

export function DesktopNav({ items, currentPath }: { items: readonly NavItem[]; currentPath: string }) {
  return (
    <Nav aria-label={words.header.mainNavLabel} data-print="hide">
      <ul>
        {items.map((item) =>
          item.kind === 'link' ? (
            <li key={item.to}>
              <TopLink to={item.to} currentPath={currentPath} end>
                {item.label}
              </TopLink>
            </li>
          ) : (
            <DesktopGroup key={item.id} group={item} currentPath={currentPath} />
          ),
        )}
      </ul>
    </Nav>
  );
}
