/** A rule for a request's Content-Type: the media types it takes (parameters such as charset allowed), and the error for any other. */
export interface ContentTypeRule {
  pattern: RegExp;
  error: string;
}

const escapeForPattern = (type: string) => type.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export function acceptsTypes(...types: readonly string[]): ContentTypeRule {
  return { pattern: new RegExp(`^(${types.map(escapeForPattern).join('|')})\\s*(;|$)`, 'i'), error: `Content-Type must be ${types.join(' or ')}` };
}
