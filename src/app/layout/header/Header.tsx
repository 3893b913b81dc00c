import { startTransition, useState } from 'react';
import styled from 'styled-components';
import { company, words } from '../../../model/siteContent';
import { SiteSearch } from '../../../features/search';
import { navigation } from '../../../model/navigation';
import { ButtonLink } from '../../../ui/Button';
import { Link } from '../../../ui/Link';
import { IconButton } from '../../../ui/IconButton';
import { unlessNativeCommand } from '../../../ui/invokerCommands';
import { Container } from '../../../ui/layout';
import { CalendarIcon, LogoMark, MenuIcon } from '../../../ui/icons';
import { BOOKING_PAGES } from '../../../model/bookingPaths';
import { DesktopNav } from './DesktopNav';
import { MobileMenu } from './MobileMenu';
import { ThemeToggle } from './ThemeToggle';
import { theme } from '../../../ui/theme';
import { declareIsland } from '../../../ui/islandRoot';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.z.header};
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  height: ${theme.layout.headerHeight};
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  font-size: ${theme.fontSizes.xl};
  font-weight: 800;
  color: ${theme.colors.ink};
  text-decoration: none;
  white-space: nowrap;
  flex-shrink: 0;
  &:hover { color: ${theme.colors.ink}; }
`;

const Actions = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${theme.space.xs};
`;

const MenuButton = styled(IconButton)`
  ${theme.media.nav} { display: none; }
`;

/** Below the full menu's width the switch is in the menu (the bar has no room for it on a phone). */
const HeaderThemeToggle = styled(ThemeToggle)`
  ${theme.media.belowNav} { display: none; }
`;

const ContactButton = styled(ButtonLink)`
  white-space: nowrap;
  ${theme.media.belowSm} { display: none; }
`;

/** The way to the booking page beside the contact button; in the menu below the full menu's width. */
const BookLink = styled(Link)`
  display: inline-grid;
  place-items: center;
  width: ${theme.layout.target};
  height: ${theme.layout.target};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.ink};
  &:hover { background: ${theme.colors.surfaceAlt}; color: ${theme.colors.ink}; }
  ${theme.media.belowNav} { display: none; }
`;

const MOBILE_MENU_ID = 'mobile-menu';

/** The site's header, an island: `path` is the page's, for the menus' current-page marks. */
export function Header({ path }: { path: string }) {
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <Bar>
      <Inner>
        <Logo to="/" aria-label={`${company.name} home`}>
          <LogoMark />
          <span aria-hidden="true">{company.name}</span>
        </Logo>
        <DesktopNav items={navigation} currentPath={path} />
        <Actions data-print="hide">
          <SiteSearch />
          <HeaderThemeToggle />
          <BookLink to={BOOKING_PAGES.book} aria-label={words.header.bookLabel} title={words.header.bookLabel}>
            <CalendarIcon />
          </BookLink>
          <ContactButton to="/contact">{words.header.contactLabel}</ContactButton>
          <MenuButton
            type="button"
            aria-label={words.header.openMenu}
            aria-haspopup="dialog"
            aria-controls={MOBILE_MENU_ID}
            command="show-modal"
            commandfor={MOBILE_MENU_ID}
            onClick={unlessNativeCommand(() => startTransition(() => setMenuOpen(true)))}
          >
            <MenuIcon />
          </MenuButton>
        </Actions>
      </Inner>
      <MobileMenu
        id={MOBILE_MENU_ID}
        items={navigation}
        currentPath={path}
        open={menuOpen}
        onOpen={() => setMenuOpen(true)}
        onClose={() => setMenuOpen(false)}
      />
    </Bar>
  );
}

/** Header as the island 'header': what the page renders and the browser hydrates. */
export const headerIsland = declareIsland('header', Header);
