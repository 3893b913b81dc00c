import { describe, expect, it } from 'vitest';
import { ChatSessions } from './sessions';

describe('chat sessions', () => {
  it('remember the pages of the last answer until they expire', () => {
    const sessions = new ChatSessions({ ttlMs: 1_000, maxSessions: 10 });
    sessions.remember('a', ['/compliance/soc2'], [], 0);
    expect(sessions.topic('a', 999)).toEqual(['/compliance/soc2']);
    expect(sessions.topic('a', 1_000)).toEqual([]);
    expect(sessions.size).toBe(0);
    expect(sessions.topic(undefined, 0)).toEqual([]);
  });

  it('keep at most maxSessions, dropping the least recently answered first', () => {
    const sessions = new ChatSessions({ ttlMs: 60_000, maxSessions: 2 });
    sessions.remember('a', ['/a'], [], 0);
    sessions.remember('b', ['/b'], [], 1);
    sessions.remember('a', ['/a2'], [], 2);
    sessions.remember('c', ['/c'], [], 3);
    expect(sessions.size).toBe(2);
    expect(sessions.topic('b', 4)).toEqual([]);
    expect(sessions.topic('a', 4)).toEqual(['/a2']);
    expect(sessions.topic('c', 4)).toEqual(['/c']);
  });

  it('keep nothing for an answer without pages', () => {
    const sessions = new ChatSessions();
    sessions.remember('a', []);
    expect(sessions.size).toBe(0);
  });
});
