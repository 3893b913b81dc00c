/** What a chat message asks for besides (or instead of) information about a service; 'meeting' is a request to meet (the booking step). */
export type Intent = 'greeting' | 'thanks' | 'hours' | 'location' | 'contact' | 'pricing' | 'meeting';

/**
 * A request to meet: booking or scheduling a meeting, call or consultation ("Can I book a meeting
 * for Tuesday?", "schedule a call"), asking whether we can talk or meet ("can we talk next week"),
 * wanting a call or meeting ("I'd like a call with a consultant"). A bare "call" or "talk to" is
 * the contact intent ("Can I call you about ISO 27001?"), not this.
 */
const MEETING_REQUESTS = [
  /\b(book|schedule|arrange|set up|organi[sz]e|request)\b(\s+[\w']+){0,3}?\s+(meeting|call|appointment|consultation|slot)s?\b/,
  /\b(book|schedule|find)\s+(a\s+)?time\b/,
  /\b(can|could|shall|may)\s+we\s+(talk|meet|speak|have a (call|meeting))\b/,
  /\b(like|want|need|love)\s+(to\s+(have|book|get)\s+)?(a|an)\s+((quick|short|free|video|phone)\s+)?(call|meeting|appointment)\b/,
  /\bmeet\s+(with\s+)?(you|one of you|a consultant|an expert|your (team|consultants?|experts?))\b/,
];

/** The weekdays a visitor may name in a request to meet, Monday first. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
const WEEKDAY = new RegExp(`\\b(${WEEKDAYS.join('|')})s?\\b`, 'i');

/** The day of the week a message names ("… for Tuesday?"), if it names one. */
export function weekdayIn(message: string): Weekday | undefined {
  return WEEKDAY.exec(message)?.[1]?.toLowerCase() as Weekday | undefined;
}

/** A request to meet without the words that made it one, the weekday and whom to meet: what is left may name a service. */
const MEETING_WORDS = new RegExp(
  [...MEETING_REQUESTS.map((pattern) => pattern.source), WEEKDAY.source, '\\b(next|this|coming) week\\b', '\\b(a |one of your |your )?(consultants?|experts?|team)\\b'].join('|'),
  'gi',
);
const withoutMeetingWords = (message: string) => message.replace(MEETING_WORDS, ' ');

const PATTERNS: Record<Intent, RegExp> = {
  greeting: /^\s*(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|greetings)\b/i,
  thanks: /\b(thanks?|thank you|thx|ty|cheers|much appreciated)\b/i,
  hours: /\b((business|opening|office|working) hours|hours|opening|open|closed|weekends?|saturdays?|sundays?|business days?)\b/i,
  location: /\b(where|address|office|located|location|visit you|directions)\b/i,
  contact: /\b(contact|e-?mail|phone|call|reach|talk to|speak (to|with)|get in touch|number)\b/i,
  pricing: /\b(price|prices|pricing|cost|costs|quote|how much|budget|rates?|fees?|expensive|cheap)\b/i,
  meeting: new RegExp(MEETING_REQUESTS.map((pattern) => pattern.source).join('|'), 'i'),
};

/** The intents that ask for a company fact (when, where, how to reach it), which no page of the site answers better. */
const FACT_INTENTS = ['hours', 'location', 'contact'] as const satisfies readonly Intent[];

/**
 * The message without the words that asked for a company fact: what is left, if anything, is a
 * question a page may answer ("Can I e-mail you about ISO 27001?" leaves "ISO 27001"). "What are
 * your business hours?" leaves nothing a page answers, so no page is added to the answer.
 */
export function withoutFactWords(message: string): string {
  return FACT_INTENTS.reduce((rest, intent) => rest.replace(new RegExp(PATTERNS[intent].source, 'gi'), ' '), message);
}

/**
 * The words of a message that a page may answer: without those that asked for a company fact or,
 * in a request to meet, for the meeting ("I'd like a call with a consultant about GDPR" leaves
 * "GDPR"; "Can I book a meeting for Tuesday?" leaves nothing a page answers).
 */
export function withoutRequestWords(message: string, intents: ReadonlySet<Intent>): string {
  return withoutFactWords(intents.has('meeting') ? withoutMeetingWords(message) : message);
}

export function detectIntents(message: string): Set<Intent> {
  const found = new Set<Intent>();
  for (const [intent, pattern] of Object.entries(PATTERNS) as [Intent, RegExp][]) {
    if (pattern.test(message)) found.add(intent);
  }
  // "Hi, do you do pentests?" is a question, not just a greeting; a bare "hi there" is a greeting.
  if (found.has('greeting') && message.trim().split(/\s+/).length > 4) found.delete('greeting');
  // "Schedule a call", "a meeting on Saturday": the booking step answers; a fact is asked for only by the other words.
  if (found.has('meeting')) {
    const rest = withoutMeetingWords(message);
    for (const intent of FACT_INTENTS) if (!PATTERNS[intent].test(rest)) found.delete(intent);
  }
  return found;
}
