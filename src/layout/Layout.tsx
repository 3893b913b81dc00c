import { Outlet, ScrollRestoration } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { ChatWidget } from '../features/chat';
import { LeadModalProvider } from '../features/lead';
import { useVitalsReporter } from '../features/vitals';
import { GlobalStyle } from '../ui/GlobalStyle';
import { theme } from '../ui/theme';
import { Footer } from './Footer';
import { Header } from './header/Header';
import { Seo } from './Seo';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: ${({ theme }) => theme.z.drawer};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.inverse};
  &:focus { top: ${({ theme }) => theme.space.xs}; color: ${({ theme }) => theme.colors.inverse}; }
`;

const Main = styled.main`
  min-height: 60vh;
  &:focus { outline: none; }
`;

/** The frame of every page: head tags, header, the routed page, footer and the chat mount point. */
export function Layout() {
  useVitalsReporter();
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Seo />
      <LeadModalProvider>
        <SkipLink href="#main">Skip to main content</SkipLink>
        <Header />
        <Main id="main" tabIndex={-1}>
          <Outlet />
        </Main>
        <Footer />
        <ChatWidget />
      </LeadModalProvider>
      <ScrollRestoration />
    </ThemeProvider>
  );
}
