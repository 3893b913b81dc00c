/**
 * The load runner of loadEachOnce (./autocannon.ts): reads {connections, headers, bodies, warmUp} as
 * JSON on its standard input and POSTs each body once to the URL given, with autocannon; prints its
 * result as JSON, with answeredMs: how long the answers took.
 */
import { text } from 'node:stream/consumers';
import autocannon from 'autocannon';
import type { EachOnceOptions } from './autocannon';

const url = process.argv[2]!;
const { connections, headers, bodies, warmUp } = JSON.parse(await text(process.stdin)) as EachOnceOptions;

/** Sends `amount` requests to `target`, the bodies in turn, each to the next free connection. */
function send(target: string, amount: number, onResponse?: () => void) {
  let next = 0;
  return autocannon({
    url: target,
    connections,
    amount,
    method: 'POST',
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }), ...(onResponse ? { onResponse } : {}) }],
  });
}

// A cold load generator answers its first thousand requests at a fraction of its speed: a run that
// short measures the generator, not the server.
if (warmUp) await send(warmUp.url, warmUp.requests);
// autocannon ends a run on its once-a-second tick: a run of a second or less reads as a second. The
// time from the start to the last answer is the run's length.
const started = Date.now();
let lastAnswer = started;
const result = await send(url, bodies.length, () => (lastAnswer = Date.now()));
process.stdout.write(JSON.stringify({ ...result, answeredMs: lastAnswer - started }));
