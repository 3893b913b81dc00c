import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import chatNoScript from 'virtual:chat-no-script';
import { chatIsland } from '../../features/chat';
import { Island } from '../../ui/Island';
import { theme } from '../../ui/theme';
import { Footer } from './Footer';
import { headerIsland } from './header/Header';
import { Seo } from './Seo';
import { words } from '../../model/siteContent';

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space.md};
  top: -100px;
  z-index: ${theme.z.drawer};
  padding: ${theme.space.xs} ${theme.space.md};
  background: ${theme.colors.ink};
  color: ${theme.colors.surface};
  &:focus { top: ${theme.space.xs}; color: ${theme.colors.surface}; }
`;

const Main = styled.main`
  min-height: 60vh;
  &:focus { outline: none; }
`;

/**
 * The frame of every page, rendered at build time: head tags, header, the page, footer and the
 * chat launcher. The header and the chat are islands; the rest is the document. The chat's text
 * without script is prerender-only data: this layout never runs in the browser.
 */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <Seo />
      <SkipLink href="#main" data-print="hide">
        {words.header.skipLink}
      </SkipLink>
      <Island of={headerIsland} props={{ path: pathname }} />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <Island of={chatIsland} props={{ noScript: chatNoScript }} />
    </>
  );
}
