import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { GREETING, PANEL_ID, panelWasOpen } from './chatState';
import { setChatPanelShown } from './panel';
import { ChatWidget } from './ChatWidget';
import { IslandRoot } from '../../ui/islandRoot';

beforeEach(() => {
  window.sessionStorage.clear();
  // Tests that hydrate prerendered HTML add it to the page themselves; one page holds one chat.
  document.body.replaceChildren();
});

describe('ChatWidget', () => {
  it('shows a labelled launcher with the green dot and the red 1 badge while closed', () => {
    render(<ChatWidget />);
    const launcher = screen.getByRole('button', { name: /^Open chat with our assistant/ });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(launcher).toHaveTextContent('1');
    expect(launcher.querySelectorAll('span[aria-hidden="true"]')).toHaveLength(2);
  });

  it('says in the launcher\'s name the unread count its badge shows (WCAG 2.5.3 Label in Name)', () => {
    render(<ChatWidget />);
    const launcher = screen.getByRole('button', { expanded: false });
    const shown = launcher.textContent?.trim() ?? '';
    expect(shown).toBe('1');
    expect(screen.getByRole('button', { name: new RegExp(`^Open chat with our assistant\\b.*\\b${shown} unread message\\b`) })).toBe(launcher);
  });

  it('opens the panel with the greeting, and closes it again', async () => {
    const user = userEvent.setup();
    render(<ChatWidget />);
    await user.click(screen.getByRole('button', { name: /^Open chat with our assistant/ }));
    expect(await screen.findByRole('region', { name: 'Virtual IP Assistant' })).toHaveTextContent(GREETING);
    const launcher = screen.getByRole('button', { name: 'Close chat', expanded: true });
    expect(launcher).not.toHaveTextContent('1');
    await user.click(launcher);
    expect(screen.queryByRole('region', { name: 'Virtual IP Assistant' })).not.toBeInTheDocument();
    // Still in the page, hidden, for the next press.
    expect(document.getElementById(PANEL_ID)).not.toBeVisible();
  });

  it('keeps the conversation and the open state for the browser session', async () => {
    const user = userEvent.setup();
    const first = render(<ChatWidget />);
    await user.click(screen.getByRole('button', { name: /^Open chat with our assistant/ }));
    await screen.findByRole('region', { name: 'Virtual IP Assistant' });
    await waitFor(() => expect(JSON.parse(window.sessionStorage.getItem('vip:chat') ?? '{}').open).toBe(true));
    first.unmount();

    // The next page: its prerendered panel, shown by the page's script before the island runs.
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<ChatWidget />);
    expect(panelWasOpen() && setChatPanelShown(true, false)).toBe(true);
    await act(async () => {
      hydrateRoot(container, <ChatWidget />);
    });
    const panel = screen.getByRole('region', { name: 'Virtual IP Assistant' });
    expect(panel).toHaveTextContent(GREETING);
    expect(panel).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close chat', expanded: true })).toBeInTheDocument();
  });

  it('opens at a press React takes as the island commits, before its effects have run', async () => {
    // The page's script counts the island awake once it has committed; on a busy machine React runs
    // the island's effects in a later task, so a press can come in between. Made here at the commit
    // itself, without act() flushing the effects first.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(<IslandRoot><ChatWidget /></IslandRoot>);
      const launcher = screen.getByRole('button', { name: /^Open chat with our assistant/ });
      hydrateRoot(container, <IslandRoot onCommit={() => launcher.click()}><ChatWidget /></IslandRoot>);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Close chat', expanded: true })).toBe(launcher));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('region', { name: 'Virtual IP Assistant' })).toBeVisible();
      expect(launcher).toHaveAttribute('aria-expanded', 'true');
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
