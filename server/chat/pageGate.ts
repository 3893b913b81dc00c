/**
 * Whether the best page answers a message that no topic has taken (docs/chat.md, "Whether a page
 * answers"): a logistic model over how that page matches the message, fitted on the evaluation
 * set's development part (`npm run chat:fit`, evaluation/fitPageGate.ts) and kept in pageGate.json.
 * No single measure tells a right page from a wrong one; together they tell it more often.
 */
import fitted from './pageGate.json' with { type: 'json' };

/** What the gate reads of the best page's match; each is computed by the engine (ChatEngine.pageFeaturesOf). */
export const PAGE_FEATURES = [
  /** The share of the message's weighted terms the page explains. */
  'coverage',
  /** How far the page leads the next one: the log of their scores' ratio, at most `MAX_LEAD`. */
  'lead',
  /** coverage × lead: a page that explains much and leads far. */
  'coverageLead',
  /** 1 when the message names the page (its title's or visitors' words), else 0. */
  'named',
  /** 1 when the message says the page's whole title, else 0. */
  'titled',
  /** The log of 1 + the number of the message's terms (question words aside). */
  'terms',
  /** The share of those terms that no page and no topic uses. */
  'unknown',
  /** The log of 1 + the page's score. */
  'score',
  /** How much of the message the best topic explains, though no topic was chosen. */
  'topic',
] as const;

export type PageFeature = (typeof PAGE_FEATURES)[number];
export type PageFeatures = Readonly<Record<PageFeature, number>>;

export const MAX_LEAD = 3;

/** A fitted gate: per feature its mean and spread over the fitting set and its weight on the standardised value. */
export interface PageGate {
  features: PageFeature[];
  mean: number[];
  spread: number[];
  weights: number[];
  bias: number;
  /** How many messages it was fitted on, and how many of those the best page answered right. */
  fittedOn: { messages: number; rightPage: number };
}

/** The page answers when the gate gives it at least this chance of being right. */
export const ANSWER_CHANCE = 2 / 3;

export const PAGE_GATE = fitted as PageGate;

/** The chance, by the gate, that the best page is the right answer. */
export function answerChance(features: PageFeatures, gate: PageGate = PAGE_GATE): number {
  const z = gate.features.reduce((sum, name, i) => sum + (gate.weights[i]! * (features[name] - gate.mean[i]!)) / gate.spread[i]!, gate.bias);
  return 1 / (1 + Math.exp(-z));
}
