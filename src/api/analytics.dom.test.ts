import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsBeacon } from '../shared/analyticsSchema';

const load = async () => {
  vi.resetModules();
  return { analytics: await import('./analytics'), client: await import('./client') };
};

const created = () => new Response(JSON.stringify({ id: '1', receivedAt: 't' }), { status: 201 });
const lead = { fullName: 'Ada', companyName: '', email: 'ada@x.example', phone: '', service: 'ai' };

describe('analytics beacons and the forms’ source', () => {
  beforeEach(() => {
    sessionStorage.clear();
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: null });
    Object.defineProperty(navigator, 'webdriver', { configurable: true, value: false });
    window.history.replaceState(null, '', '/?utm_source=newsletter&utm_medium=email&utm_campaign=launch');
  });

  it('keeps the beacons made before the sender loads and sends them first, in order', async () => {
    const { analytics } = await load();
    expect(analytics.trackPageView('/')).toBe(true);
    analytics.track('chat_open');
    const sent: AnalyticsBeacon[] = [];
    analytics.connectBeaconSender((beacon) => sent.push(beacon));
    analytics.track('search');
    expect(sent.map((beacon) => [beacon.event, beacon.visit.pagesSeen])).toEqual([
      ['pageview', 1],
      ['chat_open', 1],
      ['search', 1],
    ]);
    expect(sent[0]).toEqual({
      event: 'pageview',
      page: '/',
      device: 'desktop',
      visit: { landingPage: '/', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'launch', pagesSeen: 1 },
    });
  });

  it('sends every form with the visit source, and no beacon for it: the server counts the conversion it stored', async () => {
    const { analytics, client } = await load();
    const sent: AnalyticsBeacon[] = [];
    analytics.connectBeaconSender((beacon) => sent.push(beacon));
    analytics.trackPageView('/');
    analytics.trackPageView('/about');
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(created()));
    vi.stubGlobal('fetch', fetchMock);

    await client.submitLead(lead, 'key-1');
    await client.subscribeNewsletter({ email: 'ada@x.example' });
    const source = { landingPage: '/', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'launch', pagesSeen: 2 };
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init.body)) as Record<string, unknown>);
    expect(bodies).toEqual([
      { ...lead, source },
      { email: 'ada@x.example', source },
    ]);
    expect(sent.map((beacon) => beacon.event)).toEqual(['pageview', 'pageview']);
  });

  it('sends no beacon and no source for a visitor who asks not to be tracked', async () => {
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: '1' });
    const { analytics, client } = await load();
    const sent: AnalyticsBeacon[] = [];
    analytics.connectBeaconSender((beacon) => sent.push(beacon));
    expect(analytics.trackPageView('/')).toBe(false);
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(created()));
    vi.stubGlobal('fetch', fetchMock);
    await client.submitLead(lead, 'key-1');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual(lead);
    expect(sent).toEqual([]);
  });
});
