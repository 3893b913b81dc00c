/**
 * Fits the chat's page gate on the evaluation set's development part and writes it to
 * server/chat/pageGate.json (docs/chat.md, "Whether a page answers"). Run it after a change to how
 * the engine reads or ranks a message; `npm test` fails while the committed gate is not the fit of
 * the engine as it is.
 *   npm run chat:fit        fit, write, and print how the gate decides (in-sample and 5-fold cross-validated)
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ChatEngine } from '../server/chat/engine';
import { fitGate, gateAnswers, gateRowsOf, type GateRows } from '../server/chat/evaluation/fitPageGate';
import { loadEvaluationSet } from '../server/chat/evaluation/evaluationSet';
import type { PageGate } from '../server/chat/pageGate';
import { chatKnowledge } from '../src/build/siteManifest';

const GATE_FILE = fileURLToPath(new URL('../server/chat/pageGate.json', import.meta.url));
const FOLDS = 5;

function decisions(gate: (index: number) => PageGate, { rows, labels }: GateRows): { right: number; wrong: number } {
  let right = 0;
  let wrong = 0;
  rows.forEach((row, index) => {
    if (!gateAnswers(gate(index), row)) return;
    if (labels[index] === 1) right += 1;
    else wrong += 1;
  });
  return { right, wrong };
}

const data = gateRowsOf(new ChatEngine(chatKnowledge()), loadEvaluationSet());
const gate = fitGate(data);
writeFileSync(GATE_FILE, `${JSON.stringify(gate, null, 2)}\n`);

const byFold = Array.from({ length: FOLDS }, (_, fold) => {
  const keep = (_: unknown, index: number) => index % FOLDS !== fold;
  return fitGate({ rows: data.rows.filter(keep), labels: data.labels.filter(keep) });
});
const inSample = decisions(() => gate, data);
const crossValidated = decisions((index) => byFold[index % FOLDS]!, data);
console.log(`fitted on ${gate.fittedOn.messages} messages of the development part (best page right for ${gate.fittedOn.rightPage}): ${GATE_FILE}`);
console.log(
  `pages answered, right / wrong: in-sample ${inSample.right} / ${inSample.wrong}; ${FOLDS}-fold cross-validated ${crossValidated.right} / ${crossValidated.wrong}`,
);
