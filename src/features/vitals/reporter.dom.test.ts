import type { Metric } from 'web-vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const callbacks = vi.hoisted(() => new Map<string, (metric: Metric) => void>());
vi.mock('web-vitals', () => {
  const register = (name: string) => (callback: (metric: Metric) => void) => callbacks.set(name, callback);
  return { onLCP: register('LCP'), onCLS: register('CLS'), onINP: register('INP'), onFCP: register('FCP'), onTTFB: register('TTFB') };
});

const { startReporting } = await import('./reporter');

const metric = (name: Metric['name'], value: number, id = `v6-${name}-1`) => ({ name, value, id }) as Metric;
const report = (name: Metric['name'], value: number, id?: string) => callbacks.get(name)?.(metric(name, value, id));

function hide() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  // As browsers do: fired at the document, bubbling to the window.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('startReporting', () => {
  let beacon: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    callbacks.clear();
    beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  });
  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('observes the five metrics and sends them in one batch when the page is hidden', async () => {
    await startReporting('/vitals', '/about');
    expect([...callbacks.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    report('TTFB', 85.123);
    report('FCP', 412.46);
    report('LCP', 1234.56);
    report('CLS', 0.012345);
    expect(beacon).not.toHaveBeenCalled();

    hide();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [endpoint, body] = beacon.mock.calls[0] as [string, string];
    expect(endpoint).toBe('/vitals');
    expect(typeof body).toBe('string');
    expect(JSON.parse(body)).toEqual({
      page: '/about',
      samples: [
        { name: 'TTFB', value: 85.1, id: 'v6-TTFB-1' },
        { name: 'FCP', value: 412.5, id: 'v6-FCP-1' },
        { name: 'LCP', value: 1234.6, id: 'v6-LCP-1' },
        { name: 'CLS', value: 0.0123, id: 'v6-CLS-1' },
      ],
    });
  });

  it('sends a metric reported again only with its latest value, and nothing when nothing is new', async () => {
    await startReporting('/vitals', '/');
    report('INP', 120);
    report('INP', 180);
    hide();
    expect(JSON.parse(beacon.mock.calls[0]?.[1] as string).samples).toEqual([{ name: 'INP', value: 180, id: 'v6-INP-1' }]);
    hide();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('keeps the batch for the next chance when the browser refuses the beacon', async () => {
    await startReporting('/vitals', '/');
    beacon.mockReturnValueOnce(false);
    report('LCP', 900);
    hide();
    hide();
    expect(beacon).toHaveBeenCalledTimes(2);
    expect(beacon.mock.calls[1]?.[1]).toBe(beacon.mock.calls[0]?.[1]);
  });
});
