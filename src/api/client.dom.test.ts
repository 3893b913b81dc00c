import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, sendChat, submitLead } from './client';

const lead = { fullName: 'Ada', companyName: '', email: 'ada@x.example', phone: '', service: 'ai' };

afterEach(() => vi.unstubAllGlobals());

describe('API client', () => {
  it('posts JSON with the Idempotency-Key to the same origin by default', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ id: '1', receivedAt: 't' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(submitLead(lead, 'key-1')).resolves.toEqual({ id: '1', receivedAt: 't' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/lead');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'content-type': 'application/json', 'idempotency-key': 'key-1' });
    expect(JSON.parse(String(init.body))).toEqual(lead);
  });

  it("reads a failure's error field, else 'Failed to send form'", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ error: 'Too many requests', fields: { email: 'x' } }), { status: 429 })));
    await expect(submitLead(lead, 'k')).rejects.toMatchObject({ message: 'Too many requests', status: 429, fields: { email: 'x' } });
    // The API's answer while its database is away: the forms show their failure state and keep the values.
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ error: 'Try again in a moment.' }), { status: 503 })));
    await expect(submitLead(lead, 'k')).rejects.toMatchObject({ message: 'Try again in a moment.', status: 503 });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })));
    await expect(submitLead(lead, 'k')).rejects.toMatchObject({ message: 'Failed to send form', status: 502 });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(submitLead(lead, 'k')).rejects.toBeInstanceOf(ApiError);
  });

  it("sends a chat message with the session's id and the browser's time zone, and reads the bot text", async () => {
    const fetchMock = vi.fn().mockImplementation(async () => new Response(JSON.stringify({ response: 'Hello', sources: [] }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(sendChat('Can I book a meeting for Tuesday?', 'session-1')).resolves.toBe('Hello');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/chat');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(zone).toBeTruthy();
    expect(JSON.parse(String(init.body))).toEqual({ message: 'Can I book a meeting for Tuesday?', sessionId: 'session-1', timeZone: zone });
    await sendChat('hi', undefined, 'Asia/Kolkata');
    expect(JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body))).toEqual({ message: 'hi', timeZone: 'Asia/Kolkata' });
  });
});
