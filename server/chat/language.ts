/**
 * Visitors' words as the assistant compares them: word stems (Porter2: "pentesting" → "pentest",
 * "clients" → "client"), irregular forms through their lemma first (wink-nlp's English model:
 * "built" → "build"), lower case, without the words that carry no meaning in a question to a
 * company. Question words stay ("who", "how long", "how much"): they tell a question about a
 * person from one about a duration or a price.
 */
import winkNLP, { type ItemEntity, type Tokens } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import stem from 'wink-porter2-stemmer';

const nlp = winkNLP(model, ['sbd', 'pos', 'ner']);
const { its } = nlp;

/** Function words, chat shorthand ("r u", "im", "lol"), and the words of any question to the firm ("service", "company", "you"). */
const IGNORED = new Set(
  (
    'a an the and or but if so as at by for from in into of on onto to up with about over than then there here this that these those ' +
    'i me my mine we us our ours you your yours u ur ya he she it its they them their his her him ' +
    'be am is are was were been being do does did done have has had having get got would could should shall will may might must can ' +
    "please pls plz just really also any some all very too quite like want need help know tell let 's n't not " +
    'till until while though although because since via per ' +
    'service services company firm business guy guys folk folks team offer offering provide look seek interested something anything ok okay alright hmm ' +
    'lol r im ive wanna gonna gotta btw tbh'
  ).split(' '),
);

const WORD_TYPES = new Set(['word', 'number', 'email', 'hashtag']);

/** Words that ask what kind of answer is wanted (a person, a time, an amount), not what about. */
export const QUESTION_TERMS: ReadonlySet<string> = new Set(['who', 'what', 'when', 'where', 'why', 'which', 'how', 'much', 'mani', 'long']);
/** The question words that ask for anything: "what is SOC 2?" asks for the page, "how long" or "who" for a fact of it. */
export const GENERAL_QUESTION_TERMS: ReadonlySet<string> = new Set(['what', 'which']);

/** Whether a term is a number, a version or a year ("1", "4.0.1", "2025"): kept as written, not stemmed. */
export const isNumberTerm = (term: string): boolean => /^\d/.test(term);

/** Every word of a text as a term, none ignored: for matching phrases ("log in once"). */
export const plainTermsOf = (text: string): string[] => termsOf(text, false);

const read = (text: string) => nlp.readDoc(text.replace(/[‘’]/g, "'"));

/** The meaningful terms of a text, in order. */
export function termsOf(text: string, ignoring = true): string[] {
  return termsOfTokens(read(text).tokens(), ignoring);
}

/** Named days and times ("next week", "friday morning", "tomorrow"): when, not what about. */
const TIME_ENTITIES = new Set(['DATE', 'TIME']);

/** Words that suppose what follows ("if we get hacked", "in case of a breach", "a ransomware scenario", "a breach drill"): it is not happening. */
const SUPPOSING = new Set(
  'if suppose supposing imagine hypothetically scenario scenarios simulation simulations simulate drill drills tabletop rehearse rehearsal'.split(' '),
);

/** Words that say it is happening as the visitor writes ("what if they are in our network right now?"). */
const NOW = new Set(['now', 'currently', 'ongoing']);

/**
 * A day or time that is over ("last month", "two years ago", "in 2023"): what happened then is not
 * under way. Last night and yesterday are not: what began then may still be going on.
 */
const PAST_TIME = /\b(?:ago|(?:last|previous|past) (?:week|month|year|quarter|spring|summer|autumn|fall|winter)|(?:19|20)\d\d)\b/;

/**
 * A message read once: its meaningful terms, every word as a term (plainTermsOf), the terms that
 * name a day or a time, whether it supposes what it tells or places it in the past (`notNow`), and
 * whether it says it is happening as the visitor writes (`now`).
 */
export function messageTermsOf(text: string): { terms: string[]; plainTerms: string[]; timeTerms: Set<string>; notNow: boolean; now: boolean } {
  const doc = read(text);
  const timeTerms = new Set<string>();
  let past = false;
  doc.entities().each((entity: ItemEntity) => {
    if (!TIME_ENTITIES.has(entity.out(its.type) as string)) return;
    termsOfTokens(entity.tokens()).forEach((term) => timeTerms.add(term));
    past ||= PAST_TIME.test((entity.out() as string).toLowerCase());
  });
  const tokens = doc.tokens();
  const normals = tokens.out(its.normal as never) as string[];
  const supposes = normals.some((word, index) => SUPPOSING.has(word) || (word === 'case' && normals[index - 1] === 'in'));
  const now = normals.some((word) => NOW.has(word));
  return { terms: termsOfTokens(tokens), plainTerms: termsOfTokens(tokens, false), timeTerms, notNow: (past || supposes) && !now, now };
}

function termsOfTokens(tokens: Tokens, ignoring = true): string[] {
  const lemmas = tokens.out(its.lemma as never) as string[];
  const normals = tokens.out(its.normal as never) as string[];
  const types = tokens.out(its.type) as string[];
  const terms: string[] = [];
  normals.forEach((normal, index) => {
    if (!WORD_TYPES.has(types[index]!)) return;
    // A lemma that only cuts the word's end is a guess for words the model does not know ("pentest" → "pent").
    const lemma = lemmas[index]!.toLowerCase();
    const word = normal.startsWith(lemma) ? normal : lemma;
    for (const part of word.split(/[-/]/)) {
      if (part.length > 0 && !(ignoring && (IGNORED.has(part) || IGNORED.has(lemma)))) terms.push(isNumberTerm(part) ? part : stem(part));
    }
  });
  return terms;
}
