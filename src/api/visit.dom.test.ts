import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module per test: the in-memory fallback is module state. */
const load = async () => {
  vi.resetModules();
  return import('./visit');
};

function landOn(url: string, referrer = '') {
  window.history.replaceState(null, '', url);
  Object.defineProperty(document, 'referrer', { configurable: true, value: referrer });
}

function setPrivacySignals({ dnt = null, gpc = undefined, webdriver = false }: { dnt?: string | null; gpc?: boolean; webdriver?: boolean }) {
  Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: dnt });
  Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: gpc });
  Object.defineProperty(navigator, 'webdriver', { configurable: true, value: webdriver });
}

describe('the visit record', () => {
  beforeEach(() => {
    sessionStorage.clear();
    setPrivacySignals({});
  });
  afterEach(() => landOn('/'));

  it("starts with the landing page, the other site's host and the campaign, then counts each page", async () => {
    const { countPageView, currentVisit } = await load();
    landOn('/?utm_source=newsletter&utm_medium=email&utm_campaign=launch&email=ada%40example.com', 'https://news.example.com/issue/42?subscriber=ada');
    expect(countPageView('/')).toEqual({
      landingPage: '/',
      referrerHost: 'news.example.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'launch',
      pagesSeen: 1,
    });
    landOn('/about', 'http://localhost:3000/');
    countPageView('/about');
    expect(countPageView('/contact')).toEqual({
      landingPage: '/',
      referrerHost: 'news.example.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'launch',
      pagesSeen: 3,
    });
    expect(currentVisit()?.pagesSeen).toBe(3);
    // Kept in the tab's session, readable by the next page load of the tab; nothing else stored.
    expect(JSON.parse(sessionStorage.getItem('visit') ?? 'null')).toMatchObject({ landingPage: '/', pagesSeen: 3 });
    expect(JSON.stringify(sessionStorage.getItem('visit'))).not.toContain('ada');
  });

  it('keeps no referrer from the site itself and no campaign when the URL has none', async () => {
    const { countPageView } = await load();
    landOn('/services/vapt', `${location.origin}/`);
    expect(countPageView('/services/vapt')).toEqual({ landingPage: '/services/vapt', pagesSeen: 1 });
  });

  it('cleans campaign values: control characters out, at most 100 characters, empty ones dropped', async () => {
    const { countPageView } = await load();
    landOn(`/?utm_source=%1B%5B2Jnews%0Aletter&utm_medium=&utm_campaign=${'x'.repeat(150)}`);
    expect(countPageView('/')).toEqual({ landingPage: '/', utmSource: '[2Jnewsletter', utmCampaign: 'x'.repeat(100), pagesSeen: 1 });
  });

  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { gpc: true }],
    ['a browser driven by automation', { webdriver: true }],
  ])('keeps nothing and reports no source for %s', async (_, signals) => {
    setPrivacySignals(signals);
    const { countPageView, currentVisit, trackingAllowed } = await load();
    landOn('/?utm_source=newsletter');
    expect(trackingAllowed()).toBe(false);
    expect(countPageView('/')).toBeUndefined();
    expect(currentVisit()).toBeUndefined();
    expect(sessionStorage.getItem('visit')).toBeNull();
  });

  it('starts again when the stored record is not one (edited or from another version)', async () => {
    const { countPageView } = await load();
    sessionStorage.setItem('visit', JSON.stringify({ landingPage: 'https://evil.example', pagesSeen: 'lots' }));
    landOn('/about');
    expect(countPageView('/about')).toEqual({ landingPage: '/about', pagesSeen: 1 });
  });

  it('lasts as long as the page where storage is blocked', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { countPageView, currentVisit } = await load();
    landOn('/?utm_campaign=launch');
    countPageView('/');
    countPageView('/about');
    expect(currentVisit()).toEqual({ landingPage: '/', utmCampaign: 'launch', pagesSeen: 2 });
  });
});
