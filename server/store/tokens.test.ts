import { describe, expect, it } from 'vitest';
import { hashToken, newToken, TOKEN_PATTERN } from './tokens';

describe('newToken', () => {
  it('gives URL-safe 256-bit secrets, all different across many pools of randomness, each with its hash', () => {
    // 500 tokens of 32 bytes draw the 4 KB pool four times over.
    const tokens = Array.from({ length: 500 }, newToken);
    expect(new Set(tokens.map(({ token }) => token)).size).toBe(tokens.length);
    for (const { token, hash } of tokens) {
      expect(token).toMatch(new RegExp(TOKEN_PATTERN));
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(hash).toBe(hashToken(token));
    }
  });
});
