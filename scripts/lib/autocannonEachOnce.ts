/**
 * The load runner of loadEachOnce (./autocannon.ts): reads {connections, headers, bodies} as JSON on
 * its standard input and POSTs each body once to the URL given, with autocannon; prints its result
 * as JSON.
 */
import { text } from 'node:stream/consumers';
import autocannon from 'autocannon';
import type { EachOnceOptions } from './autocannon';

const url = process.argv[2]!;
const { connections, headers, bodies } = JSON.parse(await text(process.stdin)) as EachOnceOptions;
let next = 0;
const result = await autocannon({
  url,
  connections,
  amount: bodies.length,
  method: 'POST',
  headers,
  requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
});
process.stdout.write(JSON.stringify(result));
