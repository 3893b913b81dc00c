import { lazy } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import styled from 'styled-components';
import { useAnalytics } from '../../features/analytics';
import { ChatWidget } from '../../features/chat';
import { LeadModalProvider } from '../../features/lead';
import { useVitalsReporter } from '../../features/vitals';
import { theme } from '../../ui/theme';
import { Footer } from './Footer';
import { Header } from './header/Header';
import { HydrationUnit } from './HydrationUnit';
import { Seo } from './Seo';
import { useInPageLinks } from './useInPageLinks';

/** The consultation dialog and its form: loaded the first time the dialog opens, never with the frame. */
const ConsultationDialog = lazy(() => import('../../features/consultation').then(({ LeadModal }) => ({ default: LeadModal })));

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

/** The frame of every page: head tags, header, the routed page, footer and the chat mount point. */
export function Layout() {
  useVitalsReporter();
  useAnalytics();
  useInPageLinks();
  return (
    <>
      <Seo />
      <LeadModalProvider dialog={ConsultationDialog}>
        <SkipLink href="#main" data-print="hide">Skip to main content</SkipLink>
        <HydrationUnit name="header">
          <Header />
        </HydrationUnit>
        <Main id="main" tabIndex={-1}>
          <HydrationUnit name="page">
            <Outlet />
          </HydrationUnit>
        </Main>
        <HydrationUnit name="footer">
          <Footer />
        </HydrationUnit>
        <HydrationUnit name="chat">
          <ChatWidget />
        </HydrationUnit>
      </LeadModalProvider>
      <ScrollRestoration />
    </>
  );
}
