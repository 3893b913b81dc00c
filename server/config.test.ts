import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('TRUST_PROXY', () => {
  it('is off by default and takes the proxies’ addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', '1', 'yes', '10.0.0.0/33', '300.1.1.1', 'proxy.example', '-1', '1.5', ','])('refuses %j, naming the setting and what it takes', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY must be false or the comma-separated addresses or CIDR ranges of the proxies/);
  });
});

describe('connection limits', () => {
  it('default to a 10 s request (headers and body) and a 5 s keep-alive', () => {
    expect(loadConfig({}).connectionLimits).toEqual({ requestTimeoutMs: 10_000, keepAliveTimeoutMs: 5_000 });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '500', KEEP_ALIVE_TIMEOUT_MS: '200' }).connectionLimits).toEqual({
      requestTimeoutMs: 500,
      keepAliveTimeoutMs: 200,
    });
  });

  it.each([
    ['REQUEST_TIMEOUT_MS', '0'],
    ['REQUEST_TIMEOUT_MS', 'ten'],
    ['KEEP_ALIVE_TIMEOUT_MS', '99999999'],
  ])('refuses %s=%s', (name, value) => expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^${name} must be an integer`)));
});

describe('a bad setting', () => {
  it.each([
    ['RATE_LIMIT_FORMS', '100000000'],
    ['PORT', 'http'],
    ['DATABASE_URL', 'mysql://x'],
    ['NOTIFY_EMAIL', 'nobody'],
  ])('%s=%s is a ConfigError with one line that names the setting', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(new RegExp(`^${name} `));
    expect((error as Error).message).not.toContain('\n');
  });
});

describe('settings that would start something other than what they say', () => {
  const refusal = (env: NodeJS.ProcessEnv): string => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).not.toContain('\n');
      return (error as Error).message;
    }
    throw new Error(`${JSON.stringify(env)} was taken`);
  };

  it.each([' ', '0x10DE', '1e3', '3000.0', '+3000', '３０００'])('PORT=%j is refused (Number() would read it as a port)', (value) => {
    expect(refusal({ PORT: value })).toMatch(/^PORT must be an integer 0–65535/);
  });

  it('refuses METRICS_PORT equal to PORT, and takes another port or 0', () => {
    expect(refusal({ METRICS_PORT: '3000' })).toMatch(/^METRICS_PORT must differ from PORT/);
    expect(refusal({ PORT: '8080', METRICS_PORT: '8080' })).toMatch(/^METRICS_PORT must differ from PORT/);
    expect(loadConfig({ METRICS_PORT: '9100' }).metrics).toEqual({ host: '127.0.0.1', port: 9100 });
    expect(loadConfig({ PORT: '0', METRICS_PORT: '0' }).metrics?.port).toBe(0);
  });

  it.each([
    'garbage',
    'a@b.example\r\nBcc: x@y.example',
    'Site <a@b.example>\nBcc: x@y.example',
    'Site <a@b.example>, other@b.example',
    'Site <not-an-address>',
    '',
  ])('MAIL_FROM=%j is refused, or the default when empty', (value) => {
    if (value === '') expect(loadConfig({ MAIL_FROM: value }).notify.mailFrom).toBe('Virtual IP website <website@virtualip.example>');
    else expect(refusal({ MAIL_FROM: value })).toMatch(/^MAIL_FROM must be one sender address/);
  });

  it('takes MAIL_FROM bare or with a name', () => {
    expect(loadConfig({ MAIL_FROM: 'site@virtualip.example' }).notify.mailFrom).toBe('site@virtualip.example');
    expect(loadConfig({ MAIL_FROM: '"Virtual IP, Inc." <site@virtualip.example>' }).notify.mailFrom).toBe('"Virtual IP, Inc." <site@virtualip.example>');
  });

  it.each(['garbage', 'example.com', '300.1.1.1'])('HOST=%j is refused before anything listens', (value) => {
    expect(refusal({ HOST: value })).toMatch(/^HOST must be an IP address/);
  });

  it('refuses ALLOWED_ORIGINS entries that are not origins as browsers send them', () => {
    for (const value of ['https://app.example/', 'https://app.example/path', 'app.example', 'ftp://app.example'])
      expect(refusal({ ALLOWED_ORIGINS: value })).toMatch(/^ALLOWED_ORIGINS must be/);
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://app.example, http://localhost:5173' }).allowedOrigins).toEqual([
      'https://app.example',
      'http://localhost:5173',
    ]);
  });

  it('refuses a SITE_URL with a path, query, fragment or credentials, and takes an origin with or without its slash', () => {
    for (const value of ['https://site.example/?utm=1', 'https://site.example/blog', 'https://site.example/#top', 'https://user:pw@site.example'])
      expect(refusal({ SITE_URL: value })).toMatch(/^SITE_URL must be the site's origin/);
    expect(loadConfig({ SITE_URL: 'https://site.example/' }).siteUrl).toBe('https://site.example');
    expect(loadConfig({ SITE_URL: 'http://127.0.0.1:4173' }).siteUrl).toBe('http://127.0.0.1:4173');
  });

  it('refuses settings that only work together when one comes alone', () => {
    expect(refusal({ LLM_BASE_URL: 'http://127.0.0.1:9/v1' })).toMatch(/^LLM_BASE_URL is set without LLM_API_KEY/);
    expect(refusal({ LLM_API_KEY: 'key' })).toMatch(/^LLM_API_KEY is set without LLM_BASE_URL/);
    expect(refusal({ WEBHOOK_SECRET: 'secret' })).toMatch(/^WEBHOOK_SECRET is set without WEBHOOK_URL/);
    expect(refusal({ NOTIFY_RETRY_MAX_MS: '1000' })).toMatch(/^NOTIFY_RETRY_MAX_MS \(1000\) must be at least NOTIFY_RETRY_BASE_MS \(5000\)/);
    expect(refusal({ NOTIFY_EMAIL: 'Sales <sales@virtualip.example>' })).toMatch(/^NOTIFY_EMAIL must be one bare address/);
  });
});

describe('BOOKING_REMINDER_HOURS', () => {
  it('is 24 hours by default; 0 turns the reminders off', () => {
    expect(loadConfig({}).bookingReminderHours).toBe(24);
    expect(loadConfig({ BOOKING_REMINDER_HOURS: '2' }).bookingReminderHours).toBe(2);
    expect(loadConfig({ BOOKING_REMINDER_HOURS: '0' }).bookingReminderHours).toBe(0);
  });

  it.each(['-1', '1.5', 'a day', '721'])('refuses %j, naming the setting', (value) => {
    expect(() => loadConfig({ BOOKING_REMINDER_HOURS: value })).toThrow(/^BOOKING_REMINDER_HOURS must be an integer 0–720/);
  });
});

describe('the booking limits', () => {
  it('allow one upcoming booking per address and ten booking attempts per client a day by default', () => {
    expect(loadConfig({}).bookingLimits).toEqual({ upcomingPerEmail: 1, perClientPerDay: 10 });
    expect(loadConfig({ BOOKINGS_PER_EMAIL: '3', BOOKINGS_PER_CLIENT_PER_DAY: '50' }).bookingLimits).toEqual({ upcomingPerEmail: 3, perClientPerDay: 50 });
  });

  it.each([
    ['BOOKINGS_PER_EMAIL', '0'],
    ['BOOKINGS_PER_EMAIL', 'one'],
    ['BOOKINGS_PER_CLIENT_PER_DAY', '0'],
    ['BOOKINGS_PER_CLIENT_PER_DAY', '2.5'],
  ])('refuses %s=%j, naming the setting', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^${name} must be an integer`));
  });
});

describe('BOOKING_BUSY_FEEDS', () => {
  it('reads consultant=URL pairs, every 5 minutes by default', () => {
    expect(loadConfig({}).busyFeeds).toEqual({ feeds: [], refreshMinutes: 5 });
    const config = loadConfig({
      BOOKING_BUSY_FEEDS: ' daniel=https://cal.example/d.ics?key=a,b\n elena=http://10.0.0.9/e.ics ',
      BOOKING_BUSY_REFRESH_MINUTES: '15',
    });
    expect(config.busyFeeds).toEqual({
      feeds: [
        { consultantId: 'daniel', url: 'https://cal.example/d.ics?key=a,b' },
        { consultantId: 'elena', url: 'http://10.0.0.9/e.ics' },
      ],
      refreshMinutes: 15,
    });
  });

  it.each([
    ['https://cal.example/d.ics', /must be consultant=URL pairs/],
    ['daniel=ftp://cal.example/d.ics', /BOOKING_BUSY_FEEDS must use http: or https:/],
    ['daniel=https://a.example/1.ics daniel=https://a.example/2.ics', /names daniel twice/],
  ])('refuses %j, naming the setting', (value, message) => {
    expect(() => loadConfig({ BOOKING_BUSY_FEEDS: value })).toThrow(message);
  });
});

describe('BOOKING_CALENDAR_TOKENS', () => {
  it('reads consultant=secret pairs', () => {
    const secret = 'a'.repeat(31) + '=';
    expect(loadConfig({ BOOKING_CALENDAR_TOKENS: `daniel=${secret}` }).calendarTokens).toEqual([{ consultantId: 'daniel', token: secret }]);
  });

  it.each(['daniel=short', 'daniel', `daniel=${'a'.repeat(32)} daniel=${'b'.repeat(32)}`])('refuses %j, naming the setting', (value) => {
    expect(() => loadConfig({ BOOKING_CALENDAR_TOKENS: value })).toThrow(/^BOOKING_CALENDAR_TOKENS /);
  });
});
