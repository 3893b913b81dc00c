/**
 * Retention and data-subject requests, with the server's store settings (DATABASE_PATH / DATABASE_URL):
 *   npm run privacy -- purge                    delete what is past its retention period (as the server does daily)
 *   npm run privacy -- export --email ADDRESS   print every stored record holding the address (leads, messages, bookings, newsletter), as JSON
 *   npm run privacy -- erase --email ADDRESS    delete them with their notifications and links; print what was deleted
 * Output is JSON on stdout; a one-line summary goes to stderr.
 */
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { MAX_LENGTH } from '../../../src/shared/forms';
import { eraseByEmail, exportByEmail } from '../../privacy/dataSubject';
import { purgeExpired } from '../../privacy/purge';
import { UsageError, type StaffCommand } from '../run';

const USAGE = 'usage: npm run privacy -- purge | export --email ADDRESS | erase --email ADDRESS';

/** Resolves when the text has been handed to the OS, so exiting right after loses nothing in a pipe. */
const print = (stdout: Writable, text: string) => new Promise<void>((resolve, reject) => stdout.write(text, (error) => (error ? reject(error) : resolve())));

type PrivacyArgs = { command: 'purge' } | { command: 'export' | 'erase'; email: string };

function parse(argv: string[]): PrivacyArgs {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { email: { type: 'string' } } });
  const [command] = positionals;
  if (positionals.length !== 1 || (command !== 'purge' && command !== 'export' && command !== 'erase'))
    throw new UsageError('name one of purge, export, erase');
  const email = values.email?.trim();
  if (command === 'purge') {
    if (email !== undefined) throw new UsageError('purge takes no --email');
    return { command };
  }
  if (!email || email.length > MAX_LENGTH.email || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`${command} needs --email with an e-mail address`);
  return { command, email };
}

export const privacyCommand: StaffCommand<PrivacyArgs> = {
  name: 'privacy',
  usage: USAGE,
  parse,
  run: async (args, { config, store, stdout, stderr }) => {
    if (args.command === 'purge') {
      const report = await purgeExpired(store.db, config.retention);
      await print(stdout, `${JSON.stringify({ retention: config.retention, deleted: report }, null, 2)}\n`);
      stderr(
        `purged (${store.kind}): ${report.leads} leads, ${report.contacts} messages, ${report.bookings} bookings, ${report.notifications} notifications, ${report.vitals} vitals samples, ${report.idempotencyKeys} idempotency keys, ${report.subscribers} newsletter subscriptions`,
      );
    } else if (args.command === 'export') {
      const records = await exportByEmail(store.db, args.email);
      await print(stdout, `${JSON.stringify(records, null, 2)}\n`);
      stderr(
        `${records.leads.length} leads, ${records.contacts.length} messages, ${records.bookings.length} bookings, ${records.notifications.length} notifications, ${records.newsletter ? 1 : 0} newsletter subscriptions (${store.kind})`,
      );
    } else {
      const report = await eraseByEmail(store.db, args.email);
      await print(stdout, `${JSON.stringify(report, null, 2)}\n`);
      const { leads, contacts, bookings, notifications, idempotencyKeys, newsletter } = report.deleted;
      stderr(
        `erased (${store.kind}): ${leads.length} leads, ${contacts.length} messages, ${bookings.length} bookings, ${notifications.length} notifications, ${idempotencyKeys} idempotency keys, ${newsletter.length} newsletter subscriptions`,
      );
    }
    return 0;
  },
};
