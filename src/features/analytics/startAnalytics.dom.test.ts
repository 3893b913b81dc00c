import { afterEach, describe, expect, it, vi } from 'vitest';

describe('startAnalytics', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('sends the page view still waiting for the sender when the visitor leaves first', async () => {
    vi.resetModules();
    vi.stubEnv('DEV', false);
    vi.stubEnv('VITE_API_URL', '');
    sessionStorage.clear();
    Object.defineProperty(navigator, 'webdriver', { configurable: true, value: false });
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    const { startAnalytics } = await import('./startAnalytics');

    startAnalytics('/contact');
    // The sender loads when the browser is idle: nothing has gone yet.
    expect(beacon).not.toHaveBeenCalled();
    dispatchEvent(new Event('pagehide'));

    const sent = beacon.mock.calls.map((call) => call as unknown as [string, string]);
    expect(sent.map(([endpoint, body]) => [endpoint, JSON.parse(body) as object])).toEqual([
      ['/analytics', expect.objectContaining({ event: 'pageview', page: '/contact' })],
    ]);
  });
});
