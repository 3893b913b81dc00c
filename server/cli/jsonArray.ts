import { escapeControlsInJson } from './controls';

/**
 * Pretty-printed JSON array of the rows, the same text as JSON.stringify(rows, null, 2), produced
 * row by row (a stream.pipeline stage) and with no raw control character (see controls.ts).
 */
export async function* jsonArray(rows: AsyncIterable<unknown>): AsyncGenerator<string> {
  let first = true;
  for await (const row of rows) {
    yield `${first ? '[\n' : ',\n'}  ${escapeControlsInJson(JSON.stringify(row, null, 2)).replaceAll('\n', '\n  ')}`;
    first = false;
  }
  yield first ? '[]\n' : '\n]\n';
}
