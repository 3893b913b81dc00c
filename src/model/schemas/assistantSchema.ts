/**
 * The chat assistant's words (content/site/assistant.yaml): the answers it gives to what no page
 * answers better (company facts, the booking step, privacy, small talk, the honest "nothing
 * published"), each with the ways visitors ask for it, and the lexicon that maps visitors' words to
 * the site's. Answers are Mustache templates over the content's facts ({{company.foundingYear}}), so an
 * editor who changes a fact changes the answer; docs/chat.md lists what a template can name.
 */
import { Type, type Static } from 'typebox';
import { line, list, matching, oneOf, strict } from './fields';

/** A page of the site, without a fragment. */
const sitePath = matching(/^\/(?!\/)[^\s#]*$/, 'a path on this site, starting with /');

/**
 * What a topic's answer does besides its text: `meeting` adds the next free times (the route reads
 * them); `fallback` is the honest answer where the site has nothing (no page is added to it);
 * `smalltalk` is said only when the message asks nothing else; `catalog` asks what the company does
 * in one of its catalogs ("what kind of compliance work do you do?") and is answered with that
 * catalog's index page, its one link.
 */
export const TOPIC_KINDS = ['fact', 'meeting', 'fallback', 'smalltalk', 'catalog'] as const;

export const assistantTopicSchema = strict({
  id: matching(/^[a-z][a-z0-9-]*$/, 'lower-case words joined by hyphens'),
  kind: oneOf(TOPIC_KINDS, { default: 'fact' }),
  /** Ways a visitor asks for it, in visitors' words: the assistant matches messages against these. */
  ask: list(line(200), 2),
  /** Markdown; {{path}} names a fact, {{#list}}…|…{{/list}} joins a list ("A, B and C"). A meeting's answer is replies.meeting. */
  answer: Type.Optional(line(1200)),
  /** Pages of the site the answer links (never a catalog page: a fact answer carries none; a catalog topic's one catalog index page). */
  links: Type.Array(sitePath, { default: [] }),
  /** For what is happening now (an attack): not the answer to a message that supposes it or places it in the past. */
  underWay: Type.Boolean({ default: false }),
});

/** The ways to reach the team the no-script text must link, as markdown links. */
const NO_SCRIPT_WAYS = [
  { name: 'the phone ([…]({{company.phone.href}}))', link: /\]\(\{\{\s*company\.phone\.href\s*\}\}\)/ },
  { name: 'the e-mail address ([…](mailto:{{company.email}}))', link: /\]\(mailto:\{\{\s*company\.email\s*\}\}\)/ },
  { name: 'the contact page ([…](/contact))', link: /\]\(\/contact\)/ },
  { name: 'the booking page ([…](/book))', link: /\]\(\/book\)/ },
];

export const lexiconEntrySchema = strict({
  /** Visitors' words and phrases … */
  words: list(line(80), 1),
  /** … and the site's words they mean, added to the message before it is matched. */
  means: line(200),
});

export const assistantSchema = strict({
  replies: strict({
    /** After an answer from a page: the offer to talk it through (links the booking step). */
    offer: line(300),
    /** Before the links of an answer ("Related: [GDPR](/compliance/gdpr) · …"). */
    linksLabel: line(40),
    /** How to ask the team: a template, in both honest answers ({{> askTeam}}). */
    askTeam: line(400),
    /** The honest answer where the site has nothing: a template ({{> nothing}} in a topic's answer). */
    nothing: line(600),
    /** The honest answer where no topic or page clearly answers (the site may still hold one): a template. */
    unsure: line(600),
    /** The booking step: free times, none, or the calendar unreadable. */
    meeting: strict({ times: line(300), timesOnDay: line(300), noTimesOnDay: line(300), pick: line(300), noTimes: line(300), noCalendar: line(300) }),
    /**
     * The panel's text where the chat cannot run (no script): how else to reach the team. Markdown,
     * a template over the company's facts only ({{company.phone.display}}), rendered at build time;
     * it links the phone, the e-mail address, the contact page and the booking page.
     */
    noScript: Type.Refine(
      line(600),
      (text) => NO_SCRIPT_WAYS.every(({ link }) => link.test(text)),
      () => `must link ${NO_SCRIPT_WAYS.map(({ name }) => name).join(', ')}`,
    ),
  }),
  topics: list(assistantTopicSchema, 1),
  lexicon: Type.Array(lexiconEntrySchema, { default: [] }),
});

export type AssistantContent = Static<typeof assistantSchema>;
export type AssistantTopic = Static<typeof assistantTopicSchema>;
export type LexiconEntry = Static<typeof lexiconEntrySchema>;
