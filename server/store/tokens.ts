import { createHash } from 'node:crypto';
import { pooledRandomBytes } from './randomPool';

/** A one-time link's secret: 256 random bits, URL-safe. Only its hash is stored. */
export function newToken(): { token: string; hash: string } {
  const token = Buffer.from(pooledRandomBytes(32)).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** What a token in a URL must look like before it is looked up: 43 base64url characters. */
export const TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
