/**
 * The lexicon (content/site/assistant.yaml → `lexicon`): visitors' words and situations mapped to
 * the site's words ("single sign-on" → authentication systems). A message that contains one of an
 * entry's phrases, its words in order with a few others between, gets the words the entry means.
 */
import type { LexiconEntry } from '../../src/model/schemas/assistantSchema';
import { plainTermsOf, termsOf } from './language';

/** The lexicon's phrases as term sequences, by their first term: a message that contains one gets the site's words its entry means. */
export interface Lexicon {
  phrasesStartingWith: ReadonlyMap<string, readonly { run: readonly string[]; means: readonly string[] }[]>;
}

export function compileLexicon(entries: readonly LexiconEntry[]): Lexicon {
  const phrasesStartingWith = new Map<string, { run: string[]; means: string[] }[]>();
  for (const entry of entries) {
    const means = termsOf(entry.means);
    for (const run of entry.words.map(plainTermsOf)) {
      if (run.length > 0) phrasesStartingWith.set(run[0]!, [...(phrasesStartingWith.get(run[0]!) ?? []), { run, means }]);
    }
  }
  return { phrasesStartingWith };
}

/** The `means` of every lexicon entry one of whose phrases the terms contain, once each. */
export function situationsIn(terms: readonly string[], lexicon: Lexicon): (readonly string[])[] {
  const found = new Set<readonly string[]>();
  terms.forEach((term, start) => {
    for (const { run, means } of lexicon.phrasesStartingWith.get(term) ?? []) {
      if (saysPhraseAt(terms, start, run)) found.add(means);
    }
  });
  return [...found];
}

/**
 * Words a visitor may put between the words of a phrase of three or more ("our website is painfully
 * slow" says "website is slow"); a two-word phrase ("act as", "write a") is matched only as written.
 * Measured on the development part (docs/chat.md).
 */
const PHRASE_GAP = 2;

/** Whether the terms from `start` hold the phrase's words in order, at most PHRASE_GAP other words between each two of a long phrase. */
function saysPhraseAt(terms: readonly string[], start: number, run: readonly string[]): boolean {
  const reach = run.length > 2 ? 1 + PHRASE_GAP : 1;
  let at = start;
  for (const word of run.slice(1)) {
    const next = terms.indexOf(word, at + 1);
    if (next < 0 || next - at > reach) return false;
    at = next;
  }
  return true;
}
