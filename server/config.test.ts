// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('TRUST_PROXY', () => {
  it('is off by default and takes the proxies’ addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,fd00::/8, loopback' }).trustProxy).toEqual(['10.0.0.5', '192.168.0.0/16', 'fd00::/8', 'loopback']);
  });

  it.each(['true', '1', 'yes', '10.0.0.0/33', '300.1.1.1', 'proxy.example', '-1', '1.5', ','])('refuses %j, naming the setting and what it takes', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY must be false or the comma-separated addresses or CIDR ranges of the proxies/);
  });
});

describe('connection limits', () => {
  it('default to a 10 s request (headers and body) and a 5 s keep-alive', () => {
    expect(loadConfig({}).connectionLimits).toEqual({ requestTimeoutMs: 10_000, keepAliveTimeoutMs: 5_000 });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '500', KEEP_ALIVE_TIMEOUT_MS: '200' }).connectionLimits).toEqual({ requestTimeoutMs: 500, keepAliveTimeoutMs: 200 });
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
