import { words } from '../../../model/siteContent';
import { useState } from 'react';
import styled, { keyframes } from 'styled-components';
import type { NavItem } from '../../../model/navigation';
import { ButtonLink } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { ModalDialog } from '../../../ui/ModalDialog';
import { ChevronDownIcon, CloseIcon } from '../../../ui/icons';
import { NavLink } from '../../../ui/Link';
import { ThemeToggle } from './ThemeToggle';
import { BOOKING_PAGES } from '../../../model/bookingPaths';
import { theme } from '../../../ui/theme';

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

/** The site's ModalDialog as a drawer from the right. */
const Drawer = styled(ModalDialog)`
  position: fixed;
  inset: 0 0 0 auto;
  width: ${theme.layout.drawerWidth};
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.raised};
  &[open] { animation: ${slideIn} ${theme.motion.base} ease-out; }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100%;
  padding: ${theme.space.md};
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${theme.space.md};
  font-weight: 700;
  color: ${theme.colors.ink};
`;

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  > li { border-bottom: 1px solid ${theme.colors.surfaceAlt}; }
`;

const rowStyles = `
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 48px;
  padding: 0 ${theme.space.xs};
  border: 0;
  background: none;
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const RowLink = styled(NavLink)`
  ${rowStyles}
  color: ${theme.colors.text};
  &.active { color: ${theme.colors.primary}; }
`;

const RowButton = styled.button`
  ${rowStyles}
  color: ${theme.colors.text};
  svg { transition: transform ${theme.motion.fast}; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

const SubList = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space.xs};
  padding: 0 0 0 ${theme.space.md};
  &[hidden] { display: none; }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${theme.space.xs};
    color: ${theme.colors.muted};
    text-decoration: none;
  }
  a.active { color: ${theme.colors.primary}; font-weight: 600; }
`;

interface MobileMenuProps {
  id: string;
  items: readonly NavItem[];
  currentPath: string;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

export function MobileMenu({ id, items, currentPath, open, onOpen, onClose }: MobileMenuProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  // Every way the menu closes comes here (the overlay, Escape, its buttons and links), also when it
  // closes before React has heard of its native opening: its groups are collapsed for the next time.
  const close = () => {
    setExpanded(new Set());
    onClose();
  };

  const toggle = (groupId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(groupId)) next.delete(groupId);
      else next.add(groupId);
      return next;
    });

  return (
    <Drawer open={open} onOpen={onOpen} onClose={close} id={id} aria-label={words.header.menuLabel}>
      <Panel>
        <PanelHeader>
          <span>{words.header.menuTitle}</span>
          <IconButton type="button" command="close" commandfor={id} onClick={close} aria-label={words.header.closeMenu}>
            <CloseIcon />
          </IconButton>
        </PanelHeader>
        <nav aria-label={words.header.mobileNavLabel}>
          <List>
            {items.map((item) =>
              item.kind === 'link' ? (
                <li key={item.to}>
                  <RowLink to={item.to} currentPath={currentPath} end onClick={close}>
                    {item.label}
                  </RowLink>
                </li>
              ) : (
                <li key={item.id}>
                  <RowButton type="button" aria-expanded={expanded.has(item.id)} aria-controls={`${id}-${item.id}`} onClick={() => toggle(item.id)}>
                    {item.label}
                    <ChevronDownIcon size={18} />
                  </RowButton>
                  <SubList id={`${id}-${item.id}`} hidden={!expanded.has(item.id)}>
                    {item.items.map((link) => (
                      <li key={link.to}>
                        <NavLink to={link.to} currentPath={currentPath} onClick={close}>
                          {link.label}
                        </NavLink>
                      </li>
                    ))}
                  </SubList>
                </li>
              ),
            )}
          </List>
        </nav>
        <ThemeToggle labelled />
        <ButtonLink to="/contact" onClick={close}>
          {words.header.contactLabel}
        </ButtonLink>
        <ButtonLink to={BOOKING_PAGES.book} $variant="secondary" onClick={close}>
          {words.header.menuBookLabel}
        </ButtonLink>
      </Panel>
    </Drawer>
  );
}
