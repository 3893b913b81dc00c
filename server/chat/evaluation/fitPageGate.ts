/**
 * Fits the page gate (../pageGate.ts) on the evaluation set's development part: every single
 * message that reaches the gate (no topic takes it), labelled 1 where its best page is one the
 * entry accepts. A logistic regression on the standardised features by gradient descent (a few
 * hundred rows and nine features; deterministic, so a fit can be compared with the one committed).
 */
import type { ChatEngine } from '../engine';
import { ANSWER_CHANCE, answerChance, PAGE_FEATURES, type PageFeatures, type PageGate } from '../pageGate';
import type { EvaluationEntry } from './evaluationSet';

const STEPS = 4000;
const RATE = 0.5;
/** A little shrinkage keeps a feature that a handful of messages decide from a large weight. */
const SHRINK = 0.01;

export interface GateRows {
  rows: number[][];
  labels: number[];
}

/** The features and labels of the development part's messages that reach the gate. */
export function gateRowsOf(engine: ChatEngine, entries: readonly EvaluationEntry[]): GateRows {
  const rows: number[][] = [];
  const labels: number[] = [];
  for (const entry of entries) {
    if (entry.part !== 'dev' || entry.ask === undefined) continue;
    const best = engine.pageFeaturesOf(entry.ask);
    if (!best) continue;
    rows.push(PAGE_FEATURES.map((name) => best.features[name]));
    labels.push('pages' in entry.expect && entry.expect.pages.includes(best.url) ? 1 : 0);
  }
  return { rows, labels };
}

/** Whether `gate` lets the page of a row (as gateRowsOf gives it) answer. */
export function gateAnswers(gate: PageGate, row: readonly number[]): boolean {
  const features = Object.fromEntries(PAGE_FEATURES.map((name, i) => [name, row[i]!])) as PageFeatures;
  return answerChance(features, gate) >= ANSWER_CHANCE;
}

export function fitGate({ rows, labels }: GateRows): PageGate {
  const columns = PAGE_FEATURES.map((_, i) => rows.map((row) => row[i]!));
  const mean = columns.map((values) => values.reduce((sum, value) => sum + value, 0) / values.length);
  const spread = columns.map((values, i) => Math.sqrt(values.reduce((sum, value) => sum + (value - mean[i]!) ** 2, 0) / values.length) || 1);
  const standard = rows.map((row) => row.map((value, i) => (value - mean[i]!) / spread[i]!));
  const weights = PAGE_FEATURES.map(() => 0);
  let bias = 0;
  for (let step = 0; step < STEPS; step += 1) {
    const gradient = weights.map(() => 0);
    let biasGradient = 0;
    standard.forEach((row, r) => {
      const z = row.reduce((sum, value, i) => sum + weights[i]! * value, bias);
      const error = 1 / (1 + Math.exp(-z)) - labels[r]!;
      row.forEach((value, i) => (gradient[i]! += error * value));
      biasGradient += error;
    });
    weights.forEach((weight, i) => (weights[i] = weight - RATE * (gradient[i]! / rows.length + SHRINK * weight)));
    bias -= (RATE * biasGradient) / rows.length;
  }
  const round = (value: number) => Number(value.toPrecision(6));
  return {
    features: [...PAGE_FEATURES],
    mean: mean.map(round),
    spread: spread.map(round),
    weights: weights.map(round),
    bias: round(bias),
    fittedOn: { messages: rows.length, rightPage: labels.filter((label) => label === 1).length },
  };
}
