/** What a chat message asks for besides (or instead of) information about a service. */
export type Intent = 'greeting' | 'thanks' | 'hours' | 'location' | 'contact' | 'pricing';

const PATTERNS: Record<Intent, RegExp> = {
  greeting: /^\s*(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|greetings)\b/i,
  thanks: /\b(thanks?|thank you|thx|ty|cheers|much appreciated)\b/i,
  hours: /\b((business|opening|office|working) hours|hours|opening|open|closed|weekends?|saturdays?|sundays?|business days?)\b/i,
  location: /\b(where|address|office|located|location|visit you|directions)\b/i,
  contact: /\b(contact|e-?mail|phone|call|reach|talk to|speak (to|with)|get in touch|number)\b/i,
  pricing: /\b(price|prices|pricing|cost|costs|quote|how much|budget|rates?|fees?|expensive|cheap)\b/i,
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

export function detectIntents(message: string): Set<Intent> {
  const found = new Set<Intent>();
  for (const [intent, pattern] of Object.entries(PATTERNS) as [Intent, RegExp][]) {
    if (pattern.test(message)) found.add(intent);
  }
  // "Hi, do you do pentests?" is a question, not just a greeting; a bare "hi there" is a greeting.
  if (found.has('greeting') && message.trim().split(/\s+/).length > 4) found.delete('greeting');
  return found;
}
