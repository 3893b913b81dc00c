import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone, MAX_LENGTH, MESSAGES, REPLY_WITHIN, SUCCESS_COPY, validateContact, validateLead } from './forms';

const valid = { fullName: 'Ada', companyName: '', email: 'ada@x.example', phone: '', service: 'web' };
const contact = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@x.example', phone: '', company: '', subject: 'web-services', message: 'Hello' };

describe('shared lead rules (the modal and POST /lead use this same code)', () => {
  it('accepts a valid lead', () => expect(validateLead(valid)).toEqual({}));
  it('trims the full name before requiring it', () => expect(validateLead({ ...valid, fullName: '  ' }).fullName).toBe(MESSAGES.fullNameRequired));
  it.each([
    ['ada@x.example', true],
    ['a.b+c@sub.domain.example', true],
    ['ada@x', false],
    ['ada x@x.example', false],
    ['@x.example', false],
    ['ada@x..example', false],
    ['ada@x.example.', false],
    ['ada@-x.example', false],
    // Other spellings of one mailbox, each with a display name or comment a mailer would read out of it.
    ['x<victim@corp.example>', false],
    ['y <victim@corp.example>', false],
    ['victim(1)@corp.example', false],
    ['"victim"@corp.example', false],
    ['victim@corp.example, other@corp.example', false],
  ])('e-mail %s valid: %s', (email, ok) => expect(isValidEmail(email)).toBe(ok));
  it.each([
    ['555-0142', true],
    ['+1 (410) 555-0142', true],
    ['555-014', false],
    ['phone', false],
  ])('phone %s valid: %s', (phone, ok) => expect(isValidPhone(phone)).toBe(ok));
});

describe('shared rules against hostile text', () => {
  it.each([
    ['a terminal escape', 'Eve \u001b[2J\u001b[31mRED'],
    ['NUL', 'a\u0000b'],
    ['a line break', 'Ada\nLovelace'],
    ['a C1 control', 'a\u009bb'],
  ])('refuses %s in a name with the field message', (_case, fullName) =>
    expect(validateLead({ ...valid, fullName })).toEqual({ fullName: MESSAGES.controlCharacter }),
  );

  it('keeps line breaks and tabs in a contact message but no other control character', () => {
    expect(validateContact({ ...contact, message: 'one\r\ntwo\n\tthree' })).toEqual({});
    expect(validateContact({ ...contact, message: 'one\u001b[2J' })).toEqual({ message: MESSAGES.controlCharacter });
  });

  it('refuses each field over its length limit with the message the server gives', () => {
    expect(validateLead({ ...valid, fullName: 'x'.repeat(MAX_LENGTH.name + 1) })).toEqual({ fullName: MESSAGES.tooLong });
    expect(validateLead({ ...valid, email: `${'a'.repeat(MAX_LENGTH.email)}@x.example` })).toEqual({ email: MESSAGES.emailInvalid });
    expect(validateContact({ ...contact, message: 'x'.repeat(MAX_LENGTH.message + 1) })).toEqual({ message: MESSAGES.messageTooLong });
  });
});

describe('what a sent form says', () => {
  it('has its places filled: the contact form says how soon the team answers', () => {
    expect(
      Object.values(SUCCESS_COPY)
        .flatMap((sent) => sent.lines)
        .filter((line) => /[{}]/.test(line)),
    ).toEqual([]);
    expect(SUCCESS_COPY.contact.lines.join(' ')).toContain(REPLY_WITHIN);
  });
});
