/**
 * Staff export of stored submissions (no HTTP endpoint ever lists them):
 *   npm run export -- leads|contacts [--since YYYY-MM-DD] [--format csv|json]
 * Writes to stdout; uses the same store settings as the server (DATABASE_PATH / DATABASE_URL).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openStore } from '../store/openStore';
import { listContacts, listLeads } from '../store/submissions';
import { toCsv } from './csv';

const USAGE = 'usage: npm run export -- leads|contacts [--since YYYY-MM-DD] [--format csv|json]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { since: { type: 'string' }, format: { type: 'string', default: 'csv' } },
  });
  const [kind] = positionals;
  if ((kind !== 'leads' && kind !== 'contacts') || positionals.length !== 1) {
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
    const rows: Record<string, string>[] =
      kind === 'leads' ? (await listLeads(store.db, since)).map((row) => ({ ...row })) : (await listContacts(store.db, since)).map((row) => ({ ...row }));
    if (format === 'json') {
      process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    } else {
      const columns =
        kind === 'leads'
          ? ['id', 'receivedAt', 'fullName', 'companyName', 'email', 'phone', 'service']
          : ['id', 'receivedAt', 'firstName', 'lastName', 'email', 'phone', 'company', 'subject', 'message'];
      process.stdout.write(toCsv(rows, columns));
    }
    console.error(`${rows.length} ${kind} exported (${store.kind})`);
    return 0;
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
