/**
 * Staff export of stored submissions and confirmed newsletter subscribers (no HTTP endpoint ever
 * lists them):
 *   npm run export -- leads|contacts|subscribers [--since YYYY-MM-DD] [--format csv|json]
 * Streams to stdout, page by page from the store, with the server's store settings
 * (DATABASE_PATH / DATABASE_URL).
 */
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openStore } from '../store/openStore';
import { streamContacts, streamLeads } from '../store/submissions';
import { confirmedSubscribers } from '../newsletter/subscriptions';
import { csvStream } from './csv';
import { jsonArray } from './jsonArray';
import { runCli } from './run';

const USAGE = 'usage: npm run export -- leads|contacts|subscribers [--since YYYY-MM-DD] [--format csv|json]';

const KINDS = ['leads', 'contacts', 'subscribers'] as const;
type Kind = (typeof KINDS)[number];
const isKind = (value: string | undefined): value is Kind => KINDS.includes(value as Kind);

const COLUMNS: Record<Kind, string[]> = {
  leads: ['id', 'receivedAt', 'fullName', 'companyName', 'email', 'phone', 'service'],
  contacts: ['id', 'receivedAt', 'firstName', 'lastName', 'email', 'phone', 'company', 'subject', 'message'],
  subscribers: ['email', 'confirmedAt'],
};

function rowsOf(kind: Kind, db: Parameters<typeof streamLeads>[0], since: Date | undefined): AsyncIterable<object> {
  if (kind === 'leads') return streamLeads(db, since);
  if (kind === 'contacts') return streamContacts(db, since);
  return confirmedSubscribers(db, since);
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { since: { type: 'string' }, format: { type: 'string', default: 'csv' } },
  });
  const [kind] = positionals;
  if (!isKind(kind) || positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const format = values.format;
  if (format !== 'csv' && format !== 'json') {
    console.error(`--format must be csv or json\n${USAGE}`);
    return 2;
  }
  let since: Date | undefined;
  if (values.since !== undefined) {
    since = new Date(values.since);
    if (Number.isNaN(since.getTime())) {
      console.error(`--since is not a date: ${values.since}\n${USAGE}`);
      return 2;
    }
  }

  const config = loadConfig();
  const store = await openStore({ databasePath: config.databasePath, databaseUrl: config.databaseUrl });
  try {
    let count = 0;
    const rows = rowsOf(kind, store.db, since);
    async function* counted() {
      for await (const row of rows) {
        count += 1;
        yield row;
      }
    }
    const columns = COLUMNS[kind];
    // pipeline waits for stdout to take every byte (back-pressure included) and fails with EPIPE when the reader is gone.
    if (format === 'json') await pipeline(counted(), jsonArray, process.stdout);
    else await pipeline(counted(), csvStream(columns), process.stdout);
    console.error(`${count} ${kind} exported (${store.kind})`);
    return 0;
  } finally {
    await store.close();
  }
}

runCli(main);
