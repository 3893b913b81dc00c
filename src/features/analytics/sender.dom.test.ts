import { describe, expect, it, vi } from 'vitest';

describe('the beacon sender', () => {
  it('sends each beacon as text with sendBeacon, and counts phone and e-mail links followed', async () => {
    vi.resetModules();
    sessionStorage.clear();
    Object.defineProperty(navigator, 'webdriver', { configurable: true, value: false });
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    const { trackPageView } = await import('../../api');
    const { startSending } = await import('./sender');

    trackPageView('/contact');
    startSending('/analytics');
    document.body.innerHTML = `<a href="tel:+15550100">Call</a> <a href="MAILTO:info@virtualip.example"><span>Write</span></a> <a href="/about">About</a>`;
    for (const link of document.querySelectorAll('a')) {
      const inner = link.querySelector('span');
      (inner ?? link).click();
    }

    const sent = beacon.mock.calls.map((call) => call as unknown as [string, string]);
    expect(sent.every(([endpoint, body]) => endpoint === '/analytics' && typeof body === 'string')).toBe(true);
    expect(sent.map(([, body]) => (JSON.parse(body) as { event: string; page: string }).event)).toEqual(['pageview', 'phone_click', 'email_click']);
    expect(JSON.parse(sent[1]![1])).toMatchObject({ page: '/', visit: { landingPage: '/contact', pagesSeen: 1 } });
  });
});
