import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { BotText, safeUrl } from './BotText';
import ChatPanel from './ChatPanel';
import { formatTime, initialState, REPLY_DELAY_MS, type ChatMessage } from './chatState';
import { CONNECTION_ERROR, GREETING, TECHNICAL_DIFFICULTIES } from './chatWords';

/** The panel with its conversation in React state, as ChatWidget holds it. `failOnAppend` makes the nth append throw. */
function Stateful({ send, onClose, failOnAppend }: { send: (message: string) => Promise<string>; onClose: () => void; failOnAppend?: number }) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => initialState(GREETING).messages);
  const appends = useRef(0);
  return (
    <ChatPanel
      id="chat-panel"
      open
      showTimes
      messages={messages}
      setMessages={(update) => {
        appends.current += 1;
        if (appends.current === failOnAppend) throw new Error('state update failed');
        setMessages(update);
      }}
      onClose={onClose}
      send={send}
    />
  );
}

function renderPanel(send: (message: string) => Promise<string>, onClose = vi.fn(), failOnAppend?: number) {
  return render(<Stateful send={send} onClose={onClose} failOnAppend={failOnAppend} />);
}

const input = () => screen.getByLabelText('Your message') as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const log = () => screen.getByRole('log', { name: 'Conversation' });

describe('ChatPanel', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('starts with the greeting, an hour:minute timestamp and the input focused', () => {
    renderPanel(vi.fn());
    expect(log()).toHaveTextContent(GREETING);
    expect(log().querySelector('time')?.textContent).toMatch(/^\d{1,2}:\d{2}/);
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute('placeholder', 'Type your message...');
  });

  it('never sends an empty or whitespace-only message; the send button is disabled', async () => {
    const send = vi.fn();
    renderPanel(send);
    expect(sendButton()).toBeDisabled();
    fireEvent.change(input(), { target: { value: '   \n ' } });
    expect(sendButton()).toBeDisabled();
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends trimmed text on Enter, shows typing while loading, and appends the reply 800 ms after it arrives', async () => {
    let resolve: (text: string) => void = () => {};
    const send = vi.fn(() => new Promise<string>((done) => (resolve = done)));
    renderPanel(send);
    fireEvent.change(input(), { target: { value: '  Do you do pentests?  ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(send).toHaveBeenCalledWith('Do you do pentests?');
    expect(log()).toHaveTextContent('Do you do pentests?');
    expect(input()).toHaveValue('');
    expect(input()).toBeDisabled();
    expect(input()).toHaveAttribute('placeholder', 'Sending...');
    expect(screen.getByRole('status', { name: 'Assistant is typing' }).querySelectorAll('span')).toHaveLength(3);

    // Sending is blocked while loading.
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => resolve('**VAPT Services**: we test your apps. See [VAPT](/services/vapt).'));
    await act(async () => vi.advanceTimersByTime(REPLY_DELAY_MS - 50));
    expect(log()).not.toHaveTextContent('VAPT Services');
    await act(async () => vi.advanceTimersByTime(60));
    expect(log().querySelector('strong')).toHaveTextContent('VAPT Services');
    expect(screen.queryByRole('status', { name: 'Assistant is typing' })).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
    expect(input()).toHaveAttribute('placeholder', 'Type your message...');
  });

  it('makes a new line on Shift+Enter instead of sending', () => {
    const send = vi.fn();
    renderPanel(send);
    fireEvent.change(input(), { target: { value: 'line one' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(send).not.toHaveBeenCalled();
  });

  it('answers with the connection error when the request fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPanel(vi.fn().mockRejectedValue(new Error('Failed to fetch')));
    fireEvent.change(input(), { target: { value: 'hello' } });
    fireEvent.click(sendButton());
    await act(() => vi.advanceTimersByTimeAsync(REPLY_DELAY_MS + 10));
    expect(log()).toHaveTextContent(CONNECTION_ERROR);
  });

  it('shows the technical-difficulties text when the sending step itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The request succeeds, but appending its reply (the second append) fails.
    renderPanel(vi.fn().mockResolvedValue('fine'), vi.fn(), 2);
    fireEvent.change(input(), { target: { value: 'hello' } });
    fireEvent.click(sendButton());
    await act(() => vi.advanceTimersByTimeAsync(REPLY_DELAY_MS + 10));
    expect(log()).toHaveTextContent(TECHNICAL_DIFFICULTIES);
    expect(log()).not.toHaveTextContent('fine');
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    renderPanel(vi.fn(), onClose);
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('formats timestamps as hour:minute', () => {
    expect(formatTime('2026-11-21T09:05:00')).toMatch(/^0?9:05/);
  });
});

describe('bot text', () => {
  it('renders paragraphs, bold and list items, and no raw HTML', () => {
    render(<BotText text={'Intro **bold**\n\n- one\n- two\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>'} />);
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(document.querySelector('img, script')).toBeNull();
  });

  it.each([
    ['javascript:alert(1)', ''],
    ['data:text/html;base64,PHNjcmlwdD4=', ''],
    ['vbscript:msgbox(1)', ''],
    ['JAVASCRIPT:alert(1)', ''],
    ['mailto:info@virtualip.example', 'mailto:info@virtualip.example'],
    ['https://example.com/x', 'https://example.com/x'],
    ['http://example.com', 'http://example.com'],
    ['irc://irc.example.org', 'irc://irc.example.org'],
    ['ircs://irc.example.org', 'ircs://irc.example.org'],
    ['xmpp:sales@virtualip.example', 'xmpp:sales@virtualip.example'],
    ['/services/vapt', '/services/vapt'],
  ])('link %s → %j', (url, expected) => expect(safeUrl(url)).toBe(expected));

  it('keeps site-relative links as links to the page and blanks unsafe ones', () => {
    render(<BotText text="[VAPT](/services/vapt) and [bad](javascript:alert(1))" />);
    const link = screen.getByRole('link', { name: 'VAPT' });
    expect(link).toHaveAttribute('href', '/services/vapt');
    expect(screen.queryByRole('link', { name: 'bad' })).not.toBeInTheDocument();
    expect(screen.getByText('bad').tagName).toBe('SPAN');
  });
});
