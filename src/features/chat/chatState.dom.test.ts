import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatSessionId } from './chatState';

describe('chat session id', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is made once per browser session and sent again with every message', () => {
    const newId = vi.fn().mockReturnValueOnce('first').mockReturnValueOnce('second');
    expect(chatSessionId(newId)).toBe('first');
    expect(chatSessionId(newId)).toBe('first');
    window.sessionStorage.clear();
    expect(chatSessionId(newId)).toBe('second');
    expect(newId).toHaveBeenCalledTimes(2);
  });

  it('lasts for the page when the storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const newId = vi.fn().mockReturnValue('in-memory');
    expect(chatSessionId(newId)).toBe('in-memory');
    expect(chatSessionId(newId)).toBe('in-memory');
    expect(newId).toHaveBeenCalledTimes(1);
  });
});
