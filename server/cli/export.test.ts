// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../store/openStore';
import { storeContact, storeLead } from '../store/submissions';
import { neutraliseFormula, toCsv } from './csv';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

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

  it('quotes cells with commas, quotes and line breaks', () => {
    expect(toCsv([{ a: 'x, "y"\nz', b: '=1+1' }], ['a', 'b'])).toBe('a,b\n"x, ""y""\nz",\'=1+1\n');
  });
});

describe('npm run export', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vip-export-'));
    env = { ...process.env, DATABASE_PATH: path.join(dir, 'site.sqlite'), DATABASE_URL: '' };
    const store = await openStore({ databasePath: env.DATABASE_PATH as string });
    await storeLead(store.db, { fullName: '=cmd|" /C calc"!A0', companyName: 'Old Co', email: 'old@company.example', phone: '', service: 'ai' }, { channels: [], now: new Date('2026-01-05T09:00:00Z') });
    await storeLead(store.db, { fullName: 'New Lead', companyName: '<b>Bold</b>', email: 'new@company.example', phone: '+1 410 555 0101', service: 'web' }, { channels: [], now: new Date('2026-03-05T09:00:00Z') });
    await storeContact(store.db, { firstName: 'Grace', lastName: 'Hopper', email: 'g@navy.example', phone: '', company: '', subject: 'web-services', message: 'Line one,\nline "two"' }, { channels: [] });
    await store.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const exportCli = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'server/cli/export.ts', ...args], { cwd: root, env });

  it('writes leads as formula-safe CSV', async () => {
    const { stdout, stderr } = await exportCli('leads');
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe('id,receivedAt,fullName,companyName,email,phone,service');
    expect(lines[1]).toContain(`,"'=cmd|"" /C calc""!A0",Old Co,old@company.example,,ai`);
    expect(lines[2]).toContain(",New Lead,<b>Bold</b>,new@company.example,'+1 410 555 0101,web");
    expect(stderr).toContain('2 leads exported (sqlite)');
  });

  it('filters by --since and writes JSON', async () => {
    const { stdout } = await exportCli('leads', '--since', '2026-02-01', '--format', 'json');
    expect(JSON.parse(stdout).map((row: { fullName: string }) => row.fullName)).toEqual(['New Lead']);
  });

  it('exports contact messages with multi-line text intact', async () => {
    const { stdout } = await exportCli('contacts', '--format', 'json');
    expect(JSON.parse(stdout)[0].message).toBe('Line one,\nline "two"');
  });

  it('refuses bad arguments with exit code 2 and the usage', async () => {
    for (const args of [[], ['users'], ['leads', '--format', 'xml'], ['leads', '--since', 'yesterday-ish']]) {
      const failure = await exportCli(...args).then(() => null, (error: { code: number; stderr: string }) => error);
      expect(failure?.code, args.join(' ')).toBe(2);
      expect(failure?.stderr).toContain('usage: npm run export');
    }
  });
});
