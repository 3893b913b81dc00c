import { describe, expect, it } from 'vitest';
import { EMAIL_WORDS } from '../test/emailWords';
import { confirmationEmail } from './messages';

const subscriber = {
  id: 's1',
  email: 'reader@company.example',
  status: 'pending' as const,
  subscribedAt: '2026-12-01T09:00:00.000Z',
  confirmedAt: null,
  unsubscribedAt: null,
};
const links = { confirm: 'C'.repeat(43), unsubscribe: 'U'.repeat(43) };
/** The e-mail of a site at www.example.com whose API is at `apiUrl`, in the content's words or `words`. */
const mailFor = (apiUrl: string, words = EMAIL_WORDS.newsletter) =>
  confirmationEmail(subscriber, links, { siteUrl: 'https://www.example.com', apiUrl }, 'Virtual IP', words);

describe('the confirmation e-mail', () => {
  it('links a person to the site’s pages and a mail client’s one-click unsubscription to the API, where the API is apart', () => {
    const mail = mailFor('https://api.example.com');
    expect(mail.text).toContain(`https://www.example.com/newsletter/confirm?token=${links.confirm}`);
    expect(mail.text).toContain(`https://www.example.com/newsletter/unsubscribe?token=${links.unsubscribe}`);
    expect(mail.headers?.['List-Unsubscribe']).toBe(`<https://api.example.com/newsletter/unsubscribe?token=${links.unsubscribe}>`);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('uses the site’s origin for both where the API is on it', () => {
    const mail = mailFor('https://www.example.com');
    expect(mail.headers?.['List-Unsubscribe']).toBe(`<https://www.example.com/newsletter/unsubscribe?token=${links.unsubscribe}>`);
  });

  it('says what the content file says, its places filled in: the company, the link’s lifetime, the links', () => {
    const words = {
      subject: 'Please confirm: {company} letters',
      intro: 'You asked for letters from {company}.',
      confirm: 'This link works {days} days:',
      ignore: 'Not you? Do nothing.',
      unsubscribe: 'Leave: {link}',
    };
    const mail = mailFor('https://www.example.com', words);
    expect(mail.subject).toBe('Please confirm: Virtual IP letters');
    expect(mail.text.split('\n')).toEqual([
      'You asked for letters from Virtual IP.',
      '',
      'This link works 7 days:',
      `https://www.example.com/newsletter/confirm?token=${links.confirm}`,
      '',
      'Not you? Do nothing.',
      '',
      `Leave: https://www.example.com/newsletter/unsubscribe?token=${links.unsubscribe}`,
    ]);
  });
});
