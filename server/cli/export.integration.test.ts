import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nodeArgs } from '../../scripts/lib/serverProcess';
import { storeContact, storeLead } from '../store/submissions';
import { subscribe } from '../newsletter/subscriptions';
import { Temporal } from 'temporal-polyfill';
import { availabilitySchema } from '../../src/model/schemas/availability';
import { parseContent } from '../../src/model/schemas/parseContent';
import { bookSlot } from '../booking/bookings';
import { runInProcess, useStaffCommand, type CommandRun } from '../test/staffCommand';
import { freshStore, STORE_KINDS, type TestStore } from '../test/stores';
import { exportCommand } from './commands/export';
import { csvStream, neutraliseFormula } from './csv';
import { jsonArray } from './jsonArray';

/** Bookings made here queue no e-mails, events or reminders. */
const NO_NOTICES = { mail: false, webhook: false, reminderHours: 0 };

const root = path.resolve(import.meta.dirname, '../..');

/** The export's command line in a process of its own: Node on the compiled command (tests/setup/serverBuild.ts). */
const exportProcess = () => [process.execPath, ...nodeArgs('export', inject('serverDir'))];

/**
 * Runs the export in a process of its own inside bash, with its standard
 * output sent where `redirect` says: `| reader` (a real pipe; what the reader writes comes back as
 * stdout) or `> file`. Node's own child-process stdio would be a socket pair, not a pipe. The
 * status is the export's own, not the reader's.
 */
function shellExport(env: NodeJS.ProcessEnv, args: string[], redirect: string): Promise<CommandRun> {
  const script = `"$@" ${redirect}; exit "\${PIPESTATUS[0]}"`;
  const child = spawn('bash', ['-c', script, 'export', ...exportProcess(), ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const stdout: Buffer[] = [];
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status: status ?? -1, stdout: Buffer.concat(stdout), stderr }));
  });
}

describe('neutraliseFormula', () => {
  it.each([
    ['=cmd|" /C calc"!A0', '\'=cmd|" /C calc"!A0'],
    ['+1 410 555 0142', "'+1 410 555 0142"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['Ada Lovelace', 'Ada Lovelace'],
    ['', ''],
  ])('%j → %j', (input, output) => expect(neutraliseFormula(input)).toBe(output));

  it('quotes cells with commas, quotes and line breaks', async () => {
    expect(await text(Readable.from([{ a: 'x, "y"\nz', b: '=1+1' }]).pipe(csvStream(['a', 'b'])))).toBe('a,b\n"x, ""y""\nz",\'=1+1\n');
  });

  it('writes the same JSON text as JSON.stringify(rows, null, 2), row by row', async () => {
    for (const rows of [[], [{ a: 'x' }], [{ a: 'x', b: { c: [1, 2] } }, { a: 'y\n' }]]) {
      expect(await text(Readable.from(jsonArray(Readable.from(rows))))).toBe(`${JSON.stringify(rows, null, 2)}\n`);
    }
  });
});

/** One consultant on Tuesdays 09:00–11:00 in New York; booked on Monday 4 May 2026. */
const CALENDAR = parseContent(availabilitySchema, {
  meetingMinutes: 30,
  minimumNoticeHours: 12,
  horizonDays: 14,
  dailyCapPerConsultant: 4,
  consultants: [
    {
      id: 'daniel-mercer',
      name: 'Daniel Mercer',
      email: 'daniel@virtualip.example',
      timeZone: 'America/New_York',
      weeklyHours: { tuesday: [{ start: '09:00', end: '11:00' }] },
    },
  ],
});
const BOOKED_AT = Temporal.Instant.from('2026-05-04T12:00:00Z');
const BOOKING_HEADER =
  'id,receivedAt,start,end,status,consultant,fullName,email,companyName,phone,timeZone,leadId,cancelledAt,landingPage,referrerHost,utmSource,utmMedium,utmCampaign,pagesSeen';

// The export runs in this process, but for a full disk: its own.
describe('npm run export', { timeout: 60_000 }, () => {
  const exportCli = useStaffCommand(exportCommand, async (db) => {
    await storeLead(
      db,
      { fullName: '=cmd|" /C calc"!A0', companyName: 'Old Co', email: 'old@company.example', phone: '', service: 'ai' },
      { channels: [], now: new Date('2026-01-05T09:00:00Z') },
    );
    await storeLead(
      db,
      { fullName: 'New Lead', companyName: '<b>Bold</b>', email: 'new@company.example', phone: '+1 410 555 0101', service: 'web' },
      {
        channels: [],
        now: new Date('2026-03-05T09:00:00Z'),
        source: { landingPage: '/', referrerHost: 'news.example.com', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: '=launch', pagesSeen: 3 },
      },
    );
    await storeContact(
      db,
      { firstName: 'Grace', lastName: 'Hopper', email: 'g@navy.example', phone: '', company: '', subject: 'web-services', message: 'Line one,\nline "two"' },
      { channels: [] },
    );
    const on = { mail: false, webhook: false };
    for (const email of ['=formula@reader.example', 'pending@reader.example', 'left@reader.example', 'second@reader.example']) await subscribe(db, email, on);
    const confirm = (email: string, at: string) =>
      db.updateTable('newsletter_subscribers').set({ status: 'confirmed', confirmed_at: at }).where('email', '=', email).execute();
    await confirm('=formula@reader.example', '2026-02-01T10:00:00.000Z');
    await confirm('second@reader.example', '2026-04-01T10:00:00.000Z');
    await db
      .updateTable('newsletter_subscribers')
      .set({ status: 'unsubscribed', unsubscribed_at: '2026-03-01T00:00:00.000Z' })
      .where('email', '=', 'left@reader.example')
      .execute();
    const store = { db, kind: 'sqlite' as const };
    await bookSlot(
      store,
      CALENDAR,
      { start: '2026-05-12T13:00:00Z', fullName: '=HYPERLINK("x")', email: 'priya@example.com', timeZone: 'Asia/Kolkata' },
      BOOKED_AT,
      NO_NOTICES,
    );
    const later = await bookSlot(
      store,
      CALENDAR,
      {
        start: '2026-05-12T14:00:00Z',
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        companyName: 'Engines Ltd',
        phone: '+44 20 7946 0000',
        leadId: 'lead-1',
        timeZone: 'Europe/London',
        source: { landingPage: '/book', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'may', pagesSeen: 2 },
      },
      BOOKED_AT.add({ hours: 24 }),
      NO_NOTICES,
    );
    if (!('booked' in later)) throw new Error('the second slot was not free');
    await db.updateTable('bookings').set({ status: 'cancelled', cancelled_at: '2026-05-06T09:00:00.000Z' }).where('id', '=', later.booked.id).execute();
  });

  it('writes leads as formula-safe CSV', async () => {
    const { stdout, stderr } = await exportCli.run('leads');
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe('id,receivedAt,fullName,companyName,email,phone,service,landingPage,referrerHost,utmSource,utmMedium,utmCampaign,pagesSeen');
    // A lead without a source (not tracked) leaves its source columns empty; a campaign is formula-safe too.
    expect(lines[1]).toMatch(/,"'=cmd\|"" \/C calc""!A0",Old Co,old@company\.example,,ai,,,,,,$/);
    expect(lines[2]).toMatch(/,New Lead,<b>Bold<\/b>,new@company\.example,'\+1 410 555 0101,web,\/,news\.example\.com,newsletter,email,'=launch,3$/);
    expect(stderr).toContain('2 leads exported (sqlite)');
  });

  it('filters by --since and writes JSON', async () => {
    const { stdout } = await exportCli.run('leads', '--since', '2026-02-01', '--format', 'json');
    expect(JSON.parse(stdout).map((row: { fullName: string; source: unknown }) => [row.fullName, row.source])).toEqual([
      ['New Lead', { landingPage: '/', referrerHost: 'news.example.com', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: '=launch', pagesSeen: 3 }],
    ]);
  });

  it('exports contact messages with multi-line text intact', async () => {
    const { stdout } = await exportCli.run('contacts', '--format', 'json');
    expect(JSON.parse(stdout)[0].message).toBe('Line one,\nline "two"');
  });

  it('lists the confirmed newsletter subscribers only, formula-safe, and from --since on', async () => {
    const { stdout, stderr } = await exportCli.run('subscribers');
    expect(stdout).toBe("email,confirmedAt\n'=formula@reader.example,2026-02-01T10:00:00.000Z\nsecond@reader.example,2026-04-01T10:00:00.000Z\n");
    expect(stderr).toContain('2 subscribers exported (sqlite)');
    const since = await exportCli.run('subscribers', '--since', '2026-03-01', '--format', 'json');
    expect(JSON.parse(since.stdout)).toEqual([{ email: 'second@reader.example', confirmedAt: '2026-04-01T10:00:00.000Z' }]);
  });

  it('writes bookings as formula-safe CSV: UTC times, status, consultant, the visitor, zone and source', async () => {
    const { stdout, stderr } = await exportCli.run('bookings');
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe(BOOKING_HEADER);
    expect(lines[1]).toMatch(
      /^[^,]+,2026-05-04T12:00:00Z,2026-05-12T13:00:00Z,2026-05-12T13:30:00Z,confirmed,daniel-mercer,"'=HYPERLINK\(""x""\)",priya@example\.com,,,Asia\/Kolkata,,,,,,,,$/,
    );
    expect(lines[2]).toMatch(
      /,2026-05-12T14:00:00Z,2026-05-12T14:30:00Z,cancelled,daniel-mercer,Ada Lovelace,ada@example\.com,Engines Ltd,'\+44 20 7946 0000,Europe\/London,lead-1,2026-05-06T09:00:00\.000Z,\/book,,newsletter,email,may,2$/,
    );
    expect(stderr).toContain('2 bookings exported (sqlite)');
  });

  it('filters bookings by when they were made (--since) and writes JSON with the source', async () => {
    const { stdout } = await exportCli.run('bookings', '--since', '2026-05-05', '--format', 'json');
    const rows = JSON.parse(stdout) as Record<string, unknown>[];
    expect(rows).toEqual([
      expect.objectContaining({
        start: '2026-05-12T14:00:00Z',
        end: '2026-05-12T14:30:00Z',
        status: 'cancelled',
        consultant: 'daniel-mercer',
        fullName: 'Ada Lovelace',
        timeZone: 'Europe/London',
        leadId: 'lead-1',
        source: { landingPage: '/book', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'may', pagesSeen: 2 },
      }),
    ]);
  });

  it('says in one line, with status 1, that it cannot write to a full disk', async () => {
    const full = await shellExport(exportCli.env(), ['leads'], '> /dev/full');
    expect(full.status).toBe(1);
    expect(full.stderr).toMatch(/^cannot write the output: ENOSPC[^\n]*\n$/);
  });

  it('refuses bad arguments with exit code 2 and the usage', async () => {
    for (const args of [[], ['users'], ['leads', '--format', 'xml'], ['leads', '--since', 'yesterday-ish'], ['bookings', 'leads']]) {
      const failure = await exportCli.failure(...args);
      expect(failure?.code, args.join(' ')).toBe(2);
      expect(failure?.stderr).toContain('usage: npm run export');
    }
  });
});

/** The C0 and C1 control characters (and DEL) that a terminal may act on; tab and line breaks excepted. */
// eslint-disable-next-line no-control-regex -- the test looks for control characters
const TERMINAL_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const HOSTILE = {
  fullName: 'Eve \u001b[2J\u001b[31mRED',
  companyName: 'Bell\u0007 \u009b31m C1 CSI \u001b]0;title\u0007',
  message: 'Line one\r\n\tindented\u0008 BS \u007f DEL \u001b[1A up',
};

// The destinations (a file, pipes, a terminal) get a process of their own; the content is read in this process.
describe.each(STORE_KINDS)('npm run export on %s', { timeout: 60_000 }, (kind) => {
  const LEADS = 3000;
  let store: TestStore;
  let dir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    store = await freshStore(kind);
    dir = mkdtempSync(path.join(tmpdir(), 'vip-export-pipe-'));
    env = { ...process.env, ...store.env };
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let first = 0; first < LEADS; first += 500) {
      await store.db
        .insertInto('leads')
        .values(
          Array.from({ length: Math.min(500, LEADS - first) }, (_, offset) => {
            const index = first + offset;
            return {
              id: `lead-${String(index).padStart(5, '0')}`,
              full_name: `Lead number ${index} with a reasonably long name`,
              company_name: 'Company Example Limited',
              email: `lead${index}@company.example`,
              phone: '+1 410 555 0101',
              service: 'web',
              // Runs of equal timestamps: the export must neither skip nor repeat rows that tie.
              created_at: new Date(start + Math.floor(index / 7) * 1000).toISOString(),
            };
          }),
        )
        .execute();
    }
    // Stored directly: the API refuses control characters at input, but older rows may hold them.
    await store.db
      .insertInto('contacts')
      .values({
        id: 'hostile',
        first_name: HOSTILE.fullName,
        last_name: '=1+1',
        email: 'eve@evil.example',
        phone: '',
        company: HOSTILE.companyName,
        subject: 'other',
        message: HOSTILE.message,
        created_at: '2026-02-01T00:00:00.000Z',
      })
      .execute();
  }, 60_000);
  afterAll(async () => {
    await store.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The CSV export into a file, the reference for the other destinations (run once). */
  let intoFile: Promise<Buffer> | undefined;
  const exportedFile = () =>
    (intoFile ??= (async () => {
      const file = path.join(dir, 'leads.csv');
      const { status } = await shellExport(env, ['leads', '--format', 'csv'], `> '${file}'`);
      expect(status).toBe(0);
      return readFileSync(file);
    })());

  it('writes every byte through a pipe to a slow reader, the same as into a file', async () => {
    const written = await exportedFile();
    const lines = written.toString().trimEnd().split('\n');
    expect(lines).toHaveLength(LEADS + 1);
    expect(new Set(lines).size).toBe(LEADS + 1);
    expect(lines[LEADS]).toContain('Lead number 2999 ');

    // The reader starts late, as a busy pager or a slow disk would: the export must wait for it.
    const piped = await shellExport(env, ['leads', '--format', 'csv'], '| { sleep 0.3; cat; }');
    expect({ status: piped.status, bytes: piped.stdout.length }).toEqual({ status: 0, bytes: written.length });
    expect(piped.stdout.equals(written)).toBe(true);
    expect(piped.stderr).toContain(`${LEADS} leads exported (${kind})`);
  });

  it('writes every byte to a terminal', async () => {
    // util-linux `script` runs the export on a pseudo-terminal and copies what it shows.
    const child = spawn(
      'script',
      [
        '-qec',
        `${exportProcess()
          .map((arg) => `'${arg}'`)
          .join(' ')} leads --format csv`,
        '/dev/null',
      ],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const shown: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => shown.push(chunk));
    const status = await new Promise((resolve) => child.on('close', resolve));
    expect(status).toBe(0);
    // The terminal shows \n as \r\n, and stderr's count line among the rows.
    const text = Buffer.concat(shown).toString().replaceAll('\r\n', '\n').replace(`${LEADS} leads exported (${kind})\n`, '');
    expect(text).toBe((await exportedFile()).toString());
  });

  it('writes every lead as JSON through a pipe', async () => {
    const piped = await shellExport(env, ['leads', '--format', 'json'], '| { sleep 0.3; cat; }');
    expect(piped.status).toBe(0);
    const leads = JSON.parse(piped.stdout.toString()) as { id: string }[];
    expect(leads.map((lead) => lead.id)).toEqual(Array.from({ length: LEADS }, (_, index) => `lead-${String(index).padStart(5, '0')}`));
  });

  it.each(['csv', 'json'])('ends quietly with status 0 when the %s reader closes early (| head)', async (format) => {
    const piped = await shellExport(env, ['leads', '--format', format], '| head -c 100');
    expect(piped.stdout.length).toBe(100);
    expect({ status: piped.status, stderr: piped.stderr }).toEqual({ status: 0, stderr: '' });
  });

  it('ends quietly when the reader is gone before the first byte', async () => {
    const piped = await shellExport(env, ['leads'], '| true');
    expect({ status: piped.status, stderr: piped.stderr }).toEqual({ status: 0, stderr: '' });
  });

  it('never writes terminal control characters from stored text in CSV; formulas stay neutralised', async () => {
    const { stdout, status } = await runInProcess(exportCommand, ['contacts', '--format', 'csv'], env);
    expect(status).toBe(0);
    const text = stdout.toString();
    expect(text).not.toMatch(TERMINAL_CONTROLS);
    expect(text).toContain('Eve \ufffd[2J\ufffd[31mRED');
    expect(text).toContain(",'=1+1,");
    // Line breaks and tabs in a message are kept (quoted, RFC 4180).
    expect(text).toContain('"Line one\r\n\tindented\ufffd BS \ufffd DEL \ufffd[1A up"');
  });

  it('exports the bookings the store holds', async () => {
    const outcome = await bookSlot(
      store,
      CALENDAR,
      { start: '2026-05-12T13:30:00Z', fullName: HOSTILE.fullName, email: 'eve@evil.example', timeZone: 'UTC' },
      BOOKED_AT,
      NO_NOTICES,
    );
    expect(outcome).toHaveProperty('booked');
    const json = await runInProcess(exportCommand, ['bookings', '--format', 'json'], env);
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout.toString())).toEqual([
      expect.objectContaining({
        start: '2026-05-12T13:30:00Z',
        end: '2026-05-12T14:00:00Z',
        status: 'confirmed',
        consultant: 'daniel-mercer',
        fullName: HOSTILE.fullName,
      }),
    ]);
    const csv = await runInProcess(exportCommand, ['bookings'], env);
    expect(csv.stdout.toString()).not.toMatch(TERMINAL_CONTROLS);
    expect(csv.stderr).toContain(`1 bookings exported (${kind})`);
  });

  it('never writes terminal control characters in JSON, and JSON still carries the stored text exactly', async () => {
    const { stdout, status } = await runInProcess(exportCommand, ['contacts', '--format', 'json'], env);
    expect(status).toBe(0);
    expect(stdout.toString()).not.toMatch(TERMINAL_CONTROLS);
    const [contact] = JSON.parse(stdout.toString()) as Record<string, string>[];
    expect(contact).toMatchObject({ firstName: HOSTILE.fullName, company: HOSTILE.companyName, message: HOSTILE.message });
  });
});
