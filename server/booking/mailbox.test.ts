import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it('gives one mailbox for the spellings that reach it', () => {
    const one = mailboxOf('ada@example.com');
    expect(['Ada@Example.COM', ' ada@example.com ', 'ada+booking@example.com', 'ADA+2@EXAMPLE.com'].map(mailboxOf)).toEqual([one, one, one, one]);
    expect(mailboxOf('a.d.a+x@gmail.com')).toBe(mailboxOf('ada@googlemail.com'));
  });

  it('keeps different mailboxes apart', () => {
    expect(mailboxOf('a.da@example.com')).not.toBe(mailboxOf('ada@example.com'));
    expect(mailboxOf('ada@example.org')).not.toBe(mailboxOf('ada@example.com'));
    expect(mailboxOf('+ada@example.com')).toBe('+ada@example.com');
  });
});
