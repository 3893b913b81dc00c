/**
 * Staff export of stored submissions, consultation bookings and confirmed newsletter subscribers
 * (no HTTP endpoint ever lists them):
 *   npm run export -- leads|contacts|bookings|subscribers [--since YYYY-MM-DD] [--format csv|json]
 * Streams to stdout, page by page from the store, with the server's store settings
 * (DATABASE_PATH / DATABASE_URL).
 */
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { streamContacts, streamLeads } from '../../store/submissions';
import { confirmedSubscribers } from '../../newsletter/subscriptions';
import { streamBookings } from '../../booking/bookings';
import { csvStream, type CsvColumn } from '../csv';
import { jsonArray } from '../jsonArray';
import { UsageError, type StaffCommand } from '../run';

const USAGE = 'usage: npm run export -- leads|contacts|bookings|subscribers [--since YYYY-MM-DD] [--format csv|json]';

const KINDS = ['leads', 'contacts', 'bookings', 'subscribers'] as const;
type Kind = (typeof KINDS)[number];
const isKind = (value: string | undefined): value is Kind => KINDS.includes(value as Kind);

/** A submission's source, one column each (empty when it was not tracked); JSON keeps it as the `source` object. */
const SOURCE_COLUMNS: CsvColumn[] = ['landingPage', 'referrerHost', 'utmSource', 'utmMedium', 'utmCampaign', 'pagesSeen'].map((field) => ({
  key: `source.${field}`,
  header: field,
}));

const COLUMNS: Record<Kind, CsvColumn[]> = {
  leads: ['id', 'receivedAt', 'fullName', 'companyName', 'email', 'phone', 'service', ...SOURCE_COLUMNS],
  contacts: ['id', 'receivedAt', 'firstName', 'lastName', 'email', 'phone', 'company', 'subject', 'message', ...SOURCE_COLUMNS],
  // The meeting's start and end as UTC instants; timeZone is the visitor's.
  bookings: [
    'id',
    'receivedAt',
    'start',
    'end',
    'status',
    'consultant',
    'fullName',
    'email',
    'companyName',
    'phone',
    'timeZone',
    'leadId',
    'cancelledAt',
    ...SOURCE_COLUMNS,
  ],
  subscribers: ['email', 'confirmedAt'],
};

function rowsOf(kind: Kind, db: Parameters<typeof streamLeads>[0], since: Date | undefined): AsyncIterable<object> {
  if (kind === 'leads') return streamLeads(db, since);
  if (kind === 'contacts') return streamContacts(db, since);
  if (kind === 'bookings') return streamBookings(db, since);
  return confirmedSubscribers(db, since);
}

interface ExportArgs {
  kind: Kind;
  format: 'csv' | 'json';
  since?: Date;
}

function parse(argv: string[]): ExportArgs {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { since: { type: 'string' }, format: { type: 'string', default: 'csv' } },
  });
  const [kind] = positionals;
  if (!isKind(kind) || positionals.length !== 1) throw new UsageError(`name one of ${KINDS.join(', ')}`);
  const format = values.format;
  if (format !== 'csv' && format !== 'json') throw new UsageError('--format must be csv or json');
  if (values.since === undefined) return { kind, format };
  const since = new Date(values.since);
  if (Number.isNaN(since.getTime())) throw new UsageError(`--since is not a date: ${values.since}`);
  return { kind, format, since };
}

export const exportCommand: StaffCommand<ExportArgs> = {
  name: 'export',
  usage: USAGE,
  parse,
  run: async ({ kind, format, since }, { store, stdout, stderr }) => {
    let count = 0;
    const rows = rowsOf(kind, store.db, since);
    async function* counted() {
      for await (const row of rows) {
        count += 1;
        yield row;
      }
    }
    // pipeline waits for stdout to take every byte (back-pressure included) and fails with EPIPE when the reader is gone.
    if (format === 'json') await pipeline(counted(), jsonArray, stdout);
    else await pipeline(counted(), csvStream(COLUMNS[kind]), stdout);
    stderr(`${count} ${kind} exported (${store.kind})`);
    return 0;
  },
};
