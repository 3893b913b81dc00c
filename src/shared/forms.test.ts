import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone, MESSAGES, validateLead } from './forms';

const valid = { fullName: 'Ada', companyName: '', email: 'ada@x.example', phone: '', service: 'web' };

describe('shared lead rules (the modal and POST /lead use this same code)', () => {
  it('accepts a valid lead', () => expect(validateLead(valid)).toEqual({}));
  it('trims the full name before requiring it', () => expect(validateLead({ ...valid, fullName: '  ' }).fullName).toBe(MESSAGES.fullNameRequired));
  it.each([
    ['ada@x.example', true],
    ['a.b+c@sub.domain.example', true],
    ['ada@x', false],
    ['ada x@x.example', false],
    ['@x.example', false],
  ])('e-mail %s valid: %s', (email, ok) => expect(isValidEmail(email)).toBe(ok));
  it.each([
    ['555-0142', true],
    ['+1 (410) 555-0142', true],
    ['555-014', false],
    ['phone', false],
  ])('phone %s valid: %s', (phone, ok) => expect(isValidPhone(phone)).toBe(ok));
});
