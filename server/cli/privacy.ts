/**
 * Retention and data-subject requests, with the server's store settings (DATABASE_PATH / DATABASE_URL):
 *   npm run privacy -- purge                    delete what is past its retention period (as the server does daily)
 *   npm run privacy -- export --email ADDRESS   print every stored record holding the address, as JSON
 *   npm run privacy -- erase --email ADDRESS    delete them and their notifications; print what was deleted
 * Output is JSON on stdout; a one-line summary goes to stderr.
 */
import { parseArgs } from 'node:util';
import { MAX_LENGTH } from '../../src/shared/forms';
import { loadConfig } from '../config';
import { eraseByEmail, exportByEmail } from '../privacy/dataSubject';
import { purgeExpired } from '../privacy/purge';
import { openStore } from '../store/openStore';
import { runCli } from './run';

const USAGE = 'usage: npm run privacy -- purge | export --email ADDRESS | erase --email ADDRESS';

/** Resolves when the text has been handed to the OS, so exiting right after loses nothing in a pipe. */
const print = (text: string) => new Promise<void>((resolve, reject) => process.stdout.write(text, (error) => (error ? reject(error) : resolve())));

const parse = () => parseArgs({ args: process.argv.slice(2), allowPositionals: true, options: { email: { type: 'string' } } });

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command] = positionals;
  if (positionals.length !== 1 || (command !== 'purge' && command !== 'export' && command !== 'erase')) {
    console.error(USAGE);
    return 2;
  }
  const email = values.email?.trim();
  if (command === 'purge' && email !== undefined) {
    console.error(`purge takes no --email\n${USAGE}`);
    return 2;
  }
  if (command !== 'purge' && (!email || email.length > MAX_LENGTH.email || !/^[^\s@]+@[^\s@]+$/.test(email))) {
    console.error(`${command} needs --email with an e-mail address\n${USAGE}`);
    return 2;
  }

  const config = loadConfig();
  const store = await openStore({ databasePath: config.databasePath, databaseUrl: config.databaseUrl });
  try {
    if (command === 'purge') {
      const report = await purgeExpired(store.db, config.retention);
      await print(`${JSON.stringify({ retention: config.retention, deleted: report }, null, 2)}\n`);
      console.error(`purged (${store.kind}): ${report.leads} leads, ${report.contacts} messages, ${report.notifications} notifications, ${report.vitals} vitals samples, ${report.idempotencyKeys} idempotency keys, ${report.subscribers} newsletter subscriptions`);
    } else if (command === 'export') {
      const records = await exportByEmail(store.db, email as string);
      await print(`${JSON.stringify(records, null, 2)}\n`);
      console.error(`${records.leads.length} leads, ${records.contacts.length} messages, ${records.notifications.length} notifications, ${records.newsletter ? 1 : 0} newsletter subscriptions (${store.kind})`);
    } else {
      const report = await eraseByEmail(store.db, email as string);
      await print(`${JSON.stringify(report, null, 2)}\n`);
      const { leads, contacts, notifications, idempotencyKeys, newsletter } = report.deleted;
      console.error(`erased (${store.kind}): ${leads.length} leads, ${contacts.length} messages, ${notifications.length} notifications, ${idempotencyKeys} idempotency keys, ${newsletter.length} newsletter subscriptions`);
    }
    return 0;
  } finally {
    await store.close();
  }
}

runCli(main);
