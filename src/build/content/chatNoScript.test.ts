import { safeParseContent } from '../../model/schemas/parseContent';
import { describe, expect, it } from 'vitest';
import { assistantSchema } from '../../model/schemas/assistantSchema';
import { chatNoScriptText, unknownNoScriptNames } from './chatNoScript';
import { loadSiteFiles } from './loadSiteFiles';

const files = loadSiteFiles();

describe("the chat panel's text without script", () => {
  it("links the company's phone and e-mail address, the contact page and the booking page, from the content files", () => {
    const text = chatNoScriptText(files);
    const { phone, email } = files.company;
    expect(text).toContain(`[${phone.display}](${phone.href})`);
    expect(text).toContain(`[${email}](mailto:${email})`);
    expect(text).toMatch(/\]\(\/contact\)/);
    expect(text).toMatch(/\]\(\/book\)/);
    expect(text).not.toContain('{{');
  });

  it('follows an edit of a fact, and escapes nothing (it is markdown)', () => {
    const company = { ...files.company, phone: { display: '+1 (410) 555-0199 & co', href: 'tel:+14105550199' } };
    const text = chatNoScriptText({ ...files, company });
    expect(text).toContain('[+1 (410) 555-0199 & co](tel:+14105550199)');
  });

  it('names only facts the company file holds', () => {
    expect(unknownNoScriptNames(files.assistant.replies.noScript, files)).toEqual([]);
    expect(unknownNoScriptNames('Call {{company.fax}} or {{#company.social}}{{network}} {{handle}}{{/company.social}}', files)).toEqual([
      'company.fax',
      'handle',
    ]);
  });

  it('is refused without one of the four ways to reach the team', () => {
    const replies = files.assistant.replies;
    const issues = (noScript: string) => safeParseContent(assistantSchema, { ...files.assistant, replies: { ...replies, noScript } }).issues;
    expect(issues(replies.noScript)).toEqual([]);
    const withoutBooking = issues(replies.noScript.replace(/\]\(\/book\)/, '](/contact)'));
    expect(withoutBooking).toEqual([{ field: 'replies.noScript', reason: expect.stringMatching(/^must link the phone .*the booking page/) }]);
  });
});
