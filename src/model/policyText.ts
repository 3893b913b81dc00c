import type { Paragraph, PolicyDocument } from './schemas/records';

/** The text of a paragraph without its links' targets (for search and the chat's knowledge). */
export const plainText = (paragraph: Paragraph): string =>
  typeof paragraph === 'string' ? paragraph : paragraph.map((part) => (typeof part === 'string' ? part : part.text)).join('');

/** Every paragraph and point of a policy document, as plain text. */
export const policyText = (document: PolicyDocument): string =>
  [document.intro, ...document.sections.flatMap((section) => [...section.paragraphs, ...(section.points ?? [])].map(plainText))].join(' ');

/** The text of a paragraph as Markdown, its links kept ("[info@…](mailto:info@…)"). */
const markdownText = (paragraph: Paragraph): string =>
  typeof paragraph === 'string' ? paragraph : paragraph.map((part) => (typeof part === 'string' ? part : `[${part.text}](${part.href})`)).join('');

/** Each section's paragraphs and points as Markdown with their links, by the section's id (the chat answers with them). */
export const sectionTexts = (document: PolicyDocument): Record<string, string> =>
  Object.fromEntries(document.sections.map((section) => [section.id, [...section.paragraphs, ...(section.points ?? [])].map(markdownText).join(' ')]));
