import { act, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PANEL_ID, panelWasOpen } from './chatState';
import { GREETING } from './chatWords';
import { closeChatPanelOnEscape, isChatPanelShown, showChatPanel } from './panel';
import { ChatWidget } from './ChatWidget';
import { IslandRoot } from '../../ui/islandRoot';

const NO_SCRIPT = 'The chat needs JavaScript. Our team answers directly:\n\n- call [+1 (410) 555-0147](tel:+14105550147)\n- [send us a message](/contact)';

beforeEach(() => {
  window.sessionStorage.clear();
  // Tests that hydrate prerendered HTML add it to the page themselves; one page holds one chat.
  document.body.replaceChildren();
});

const panel = () => document.getElementById(PANEL_ID)!;
const launcher = () => document.querySelector<HTMLButtonElement>(`[aria-controls="${PANEL_ID}"]`)!;
const closeButton = () => within(panel()).getByRole('button', { name: 'Close chat' });

/** The island's prerendered HTML in the page, as a visitor's browser has it before the island runs. */
function prerendered(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(
    <IslandRoot>
      <ChatWidget noScript={NO_SCRIPT} />
    </IslandRoot>,
  );
  return container;
}

async function hydrated(container: HTMLElement): Promise<void> {
  await act(async () => {
    hydrateRoot(
      container,
      <IslandRoot>
        <ChatWidget noScript={NO_SCRIPT} />
      </IslandRoot>,
    );
  });
}

describe('ChatWidget', () => {
  it('shows a labelled launcher with the green dot and the red 1 badge while closed, the popover its press shows', () => {
    render(<ChatWidget />);
    const button = screen.getByRole('button', { name: /^Open chat with our assistant/ });
    expect(button).toHaveTextContent('1');
    expect(button.querySelectorAll('span[aria-hidden="true"]')).toHaveLength(2);
    // Shown or not, the browser says so itself (a popover's button is expanded while it shows).
    expect(button).toHaveAttribute('popovertarget', PANEL_ID);
    expect(button).not.toHaveAttribute('aria-expanded');
    expect(panel()).toHaveAttribute('popover', 'manual');
    expect(panel()).not.toBeVisible();
  });

  it("says in the launcher's name the unread count its badge shows (WCAG 2.5.3 Label in Name)", () => {
    render(<ChatWidget />);
    const button = screen.getByRole('button', { name: /^Open chat/ });
    const shown = button.textContent?.trim() ?? '';
    expect(shown).toBe('1');
    expect(screen.getByRole('button', { name: new RegExp(`^Open chat with our assistant\\b.*\\b${shown} unread message\\b`) })).toBe(button);
  });

  it('opens the panel with the greeting, and closes it again', async () => {
    const user = userEvent.setup();
    render(<ChatWidget />);
    await user.click(screen.getByRole('button', { name: /^Open chat with our assistant/ }));
    expect(await screen.findByRole('region', { name: 'Virtual IP Assistant' })).toHaveTextContent(GREETING);
    const button = launcher();
    expect(button).toHaveAccessibleName('Close chat');
    expect(button).not.toHaveTextContent('1');
    await user.click(button);
    expect(screen.queryByRole('region', { name: 'Virtual IP Assistant' })).not.toBeInTheDocument();
    // Still in the page, closed, for the next press.
    expect(panel()).not.toBeVisible();
  });

  it('closes with its close button or Escape and puts the visitor back on the launcher', async () => {
    const user = userEvent.setup();
    render(<ChatWidget />);
    await user.click(launcher());
    await user.click(closeButton());
    expect(isChatPanelShown(panel())).toBe(false);
    expect(launcher()).toHaveFocus();

    await user.click(launcher());
    await user.click(screen.getByLabelText('Your message'));
    await user.keyboard('{Escape}');
    expect(isChatPanelShown(panel())).toBe(false);
    expect(launcher()).toHaveFocus();
    expect(launcher()).toHaveAccessibleName(/^Open chat with our assistant/);
  });

  it('keeps the conversation and the open state for the browser session', async () => {
    const user = userEvent.setup();
    const first = render(<ChatWidget />);
    await user.click(screen.getByRole('button', { name: /^Open chat with our assistant/ }));
    await screen.findByRole('region', { name: 'Virtual IP Assistant' });
    await waitFor(() => expect(JSON.parse(window.sessionStorage.getItem('vip:chat') ?? '{}').open).toBe(true));
    first.unmount();

    // The next page: its prerendered panel, shown by the page's script before the island runs.
    const container = prerendered();
    expect(panelWasOpen() && showChatPanel(true)).toBe(true);
    await hydrated(container);
    const region = screen.getByRole('region', { name: 'Virtual IP Assistant' });
    expect(region).toHaveTextContent(GREETING);
    expect(region).toBeVisible();
    expect(launcher()).toHaveAccessibleName('Close chat');
  });

  it("takes over the panel its launcher showed from the page's own HTML, and closes it on Escape before and after", async () => {
    const user = userEvent.setup();
    const container = prerendered();
    // No script yet: the press shows the popover by itself.
    launcher().click();
    expect(isChatPanelShown(panel())).toBe(true);
    // The page's script, before the island: Escape in the panel closes it, the launcher has the focus.
    screen.getByLabelText('Your message').focus();
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true });
    screen.getByLabelText('Your message').dispatchEvent(escape);
    closeChatPanelOnEscape(escape);
    expect(isChatPanelShown(panel())).toBe(false);
    expect(launcher()).toHaveFocus();

    launcher().click();
    await hydrated(container);
    // Taken over as it is: open, not shown again or hidden.
    expect(panel()).toBeVisible();
    expect(launcher()).toHaveAccessibleName('Close chat');
    expect(launcher()).not.toHaveTextContent('1');
    await user.click(screen.getByLabelText('Your message'));
    await user.keyboard('{Escape}');
    expect(isChatPanelShown(panel())).toBe(false);
    expect(launcher()).toHaveFocus();
  });

  it('opens at a press React takes as the island commits, before its effects have run', async () => {
    // The page's script counts the island awake once it has committed; on a busy machine React runs
    // the island's effects in a later task, so a press can come in between. Made here at the commit
    // itself, without act() flushing the effects first.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const container = prerendered();
      const button = launcher();
      hydrateRoot(
        container,
        <IslandRoot onCommit={() => button.click()}>
          <ChatWidget noScript={NO_SCRIPT} />
        </IslandRoot>,
      );
      await waitFor(() => expect(button).toHaveAccessibleName('Close chat'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('region', { name: 'Virtual IP Assistant' })).toBeVisible();
      expect(isChatPanelShown(panel())).toBe(true);
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('shows and hides the panel itself in a browser without popovers, the press held until it runs', async () => {
    const user = userEvent.setup();
    const api = ['showPopover', 'hidePopover', 'togglePopover'] as const;
    const saved = api.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)!);
    for (const name of api) delete (HTMLElement.prototype as Partial<Record<(typeof api)[number], unknown>>)[name];
    try {
      render(<ChatWidget />);
      await user.click(launcher());
      expect(panel()).toHaveAttribute('data-open');
      expect(screen.getByLabelText('Your message')).toHaveFocus();
      expect(launcher()).toHaveAccessibleName('Close chat');
      await user.click(launcher());
      expect(panel()).not.toHaveAttribute('data-open');
    } finally {
      api.forEach((name, index) => Object.defineProperty(HTMLElement.prototype, name, saved[index]!));
    }
  });

  it('writes how else to reach the team into the prerendered panel only, as links', () => {
    vi.stubEnv('SSR', true);
    let html: string;
    try {
      html = renderToString(<ChatWidget noScript={NO_SCRIPT} />);
    } finally {
      vi.unstubAllEnvs();
    }
    const page = new DOMParser().parseFromString(`<body>${html}`, 'text/html');
    // As a browser without script reads it: <noscript>'s content is the page's.
    const noscript = page.querySelector(`#${PANEL_ID} noscript`);
    const shown = document.createElement('div');
    shown.innerHTML = noscript?.innerHTML ?? '';
    expect([...shown.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['+1 (410) 555-0147', 'tel:+14105550147'],
      ['send us a message', '/contact'],
    ]);
    // React renders no child of <noscript> in the browser.
    render(<ChatWidget noScript={NO_SCRIPT} />);
    expect(panel().querySelector('noscript')?.childElementCount).toBe(0);
  });
});
