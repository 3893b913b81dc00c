/**
 * Several instances, as in production behind a load balancer: two server processes on one
 * PostgreSQL and one Redis, started together on an empty database, with a webhook receiver.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nodeArgs } from '../scripts/lib/serverProcess';
import { freePort } from '../scripts/lib/freePort';
import { startRedis, type TestRedis } from '../scripts/lib/redis';
import { databaseUrl as urlOf } from './test/storeTemplate';

const root = path.resolve(import.meta.dirname, '..');
const FORMS_PER_MINUTE = 10;
const LEADS = 200;

interface Instance {
  base: string;
  child: ChildProcess;
  output: () => string;
}

let redis: TestRedis;
let receiver: Server;
const delivered: { notificationId: string; leadId: string }[] = [];
let databaseUrl: string;
let admin: pg.Client;
let database: pg.Client;
const databaseName = `instances_${Math.random().toString(36).slice(2, 10)}`;
let instances: Instance[] = [];

async function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, nodeArgs('main', inject('serverDir')), {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { base: `http://127.0.0.1:${port}`, child, output: () => output };
}

async function healthy(instance: Instance): Promise<boolean> {
  if (instance.child.exitCode !== null) throw new Error(`instance exited: ${instance.output()}`);
  return fetch(`${instance.base}/health`).then(
    (response) => response.ok,
    () => false,
  );
}

const lead = (index: number) => ({ fullName: `Visitor ${index}`, companyName: '', email: `visitor${index}@company.example`, phone: '', service: 'web' });

function postLead(instance: Instance, body: object, headers: Record<string, string>) {
  return fetch(`${instance.base}/lead`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

beforeAll(async () => {
  redis = await startRedis();
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      delivered.push({ notificationId: String(request.headers['x-notification-id']), leadId: (JSON.parse(body) as { id: string }).id });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  admin = new pg.Client({ connectionString: inject('postgresUrl') });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  databaseUrl = urlOf(inject('postgresUrl'), databaseName);
  database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
}, 30_000);

afterAll(async () => {
  for (const instance of instances) instance.child.kill('SIGTERM');
  await Promise.all(
    instances.map((instance) => new Promise((resolve) => (instance.child.exitCode !== null ? resolve(null) : instance.child.once('exit', resolve)))),
  );
  await database?.end();
  await admin?.query(`drop database if exists ${databaseName}`);
  await admin?.end();
  await redis?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
}, 30_000);

describe('two instances on one PostgreSQL and one Redis', { timeout: 120_000 }, () => {
  it('start together on an empty database without a migration error', async () => {
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      SERVE_SITE: 'false',
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_FORMS: String(FORMS_PER_MINUTE),
      WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
      NOTIFY_POLL_MS: '50',
      LOG_LEVEL: 'info',
    };
    instances = await Promise.all([startInstance(env), startInstance(env)]);
    await expect.poll(() => Promise.all(instances.map(healthy)), { timeout: 60_000, interval: 200 }).toEqual([true, true]);
    for (const instance of instances) expect(instance.output()).not.toMatch(/migration failed|"level":(50|60)/);
    const { rows } = await database.query<{ name: string; count: string }>('select name, count(*) from kysely_migration group by name having count(*) > 1');
    expect(rows).toEqual([]);
  });

  it('limit a flood from one address, split over both, to the configured number in total', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 40; index += 1)
      statuses.push((await postLead(instances[index % 2]!, lead(1000 + index), { 'x-forwarded-for': '203.0.113.7' })).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(FORMS_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - FORMS_PER_MINUTE);
  });

  it(`store ${LEADS} leads sent alternately to both once each, and deliver each once to the webhook`, async () => {
    const started = performance.now();
    const statuses: number[] = [];
    for (let batch = 0; batch < LEADS; batch += 20) {
      const sent = Array.from({ length: 20 }, (_, offset) => batch + offset).map((index) =>
        postLead(instances[index % 2]!, lead(index), { 'x-forwarded-for': `198.51.100.${index % 200}` }),
      );
      statuses.push(...(await Promise.all(sent)).map((response) => response.status));
    }
    const storedMs = performance.now() - started;
    expect(statuses).toEqual(Array(LEADS).fill(201));
    const { rows } = await database.query<{ id: string; email: string }>('select id, email from leads');
    const leadEmails = rows.map((row) => row.email).filter((email) => /^visitor\d+@/.test(email) && Number(/\d+/.exec(email)![0]) < LEADS);
    expect(new Set(leadEmails).size).toBe(LEADS);
    expect(leadEmails).toHaveLength(LEADS);

    // Every stored lead (the flood's accepted ones too) reaches the receiver exactly once.
    await expect.poll(() => delivered.length, { timeout: 60_000, interval: 100 }).toBe(rows.length);
    const deliveredMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // no late second delivery
    expect(delivered).toHaveLength(rows.length);
    expect(new Set(delivered.map((entry) => entry.leadId))).toEqual(new Set(rows.map((row) => row.id)));
    expect(new Set(delivered.map((entry) => entry.notificationId)).size).toBe(rows.length);
    // Both workers took part: the deliveries were competed for, not left to one.
    const deliveredBy = instances.map(
      (instance) =>
        instance
          .output()
          .split('\n')
          .filter((line) => line.includes('"msg":"notification delivered"')).length,
    );
    for (const count of deliveredBy) expect(count).toBeGreaterThan(0);
    expect(deliveredBy[0]! + deliveredBy[1]!).toBe(rows.length);
    console.log(`two instances: deliveries by instance ${deliveredBy.join(' + ')}; `);
    console.log(
      `two instances: ${LEADS} leads stored in ${storedMs.toFixed(0)} ms (${((LEADS / storedMs) * 1000).toFixed(0)} leads/s), all ${rows.length} delivered once after ${deliveredMs.toFixed(0)} ms`,
    );
  });

  it('store one lead for an Idempotency-Key sent to both at once, and give both the same answer', async () => {
    const body = lead(9999);
    const answers = await Promise.all(
      instances.map((instance) => postLead(instance, body, { 'idempotency-key': 'same-key-both-instances', 'x-forwarded-for': '192.0.2.99' })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toEqual([201, 201]);
    const receipts = await Promise.all(answers.map((answer) => answer.json() as Promise<{ id: string }>));
    expect(receipts[0]!.id).toBe(receipts[1]!.id);
    const { rows } = await database.query('select id from leads where email = $1', [body.email]);
    expect(rows).toEqual([{ id: receipts[0]!.id }]);
  });
});
