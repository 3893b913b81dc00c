/** Phrases that announce copy instead of being it: no page of the site may show them. */
const PLACEHOLDER = /\b(will be implemented|(?:is|are) being prepared|still preparing|coming soon|under construction|lorem ipsum|TODO|TBD)\b/gi;

/** The placeholder phrases in a page's text, as found. */
export function placeholderPhrases(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[0]);
}
