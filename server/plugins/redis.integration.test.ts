import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../../scripts/lib/redis';
import { appWith } from '../test/apps';
import { freshStore, type TestStore } from '../test/stores';

const lead = (index: number) => ({
  fullName: `Visitor ${index}`,
  companyName: '',
  email: `visitor${index}@company.example`,
  phone: '',
  service: 'cybersecurity',
});

let redis: TestRedis;
let store: TestStore;
let apps: FastifyInstance[] = [];
beforeAll(async () => {
  redis = await startRedis();
  store = await freshStore('sqlite');
});
afterAll(async () => {
  await redis.stop();
  await store.cleanup();
});
beforeEach(async () => {
  // Each test starts with no counts (the window is a minute).
  const client = new Redis(redis.url);
  await client.flushall();
  client.disconnect();
});
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

/** Two instances on one store, as behind a load balancer; their log lines are collected. */
async function twoInstances(env: NodeJS.ProcessEnv) {
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  apps = await Promise.all([0, 1].map(() => appWith({ RATE_LIMIT_FORMS: '5', LOG_LEVEL: 'info', ...env }, { store, logStream })));
  let sent = 0;
  const send = () => {
    sent += 1;
    return apps[sent % 2]!.inject({ method: 'POST', url: '/lead', headers: { 'content-type': 'application/json' }, payload: lead(sent) });
  };
  const flood = async (count: number) => {
    const statuses: number[] = [];
    for (let index = 0; index < count; index += 1) statuses.push((await send()).statusCode);
    return statuses;
  };
  const logged = (message: string) => lines.filter((line) => (JSON.parse(line) as { msg: string }).msg.startsWith(message)).length;
  return { flood, logged };
}

const count = (statuses: number[], status: number) => statuses.filter((value) => value === status).length;

describe('rate limits with several instances', () => {
  it('without Redis, each instance counts alone: one address gets the limit once per instance', async () => {
    const { flood } = await twoInstances({});
    expect(count(await flood(14), 201)).toBe(10);
  });

  it('with REDIS_URL, a flood from one address split over two instances is limited to the configured number in total', async () => {
    const { flood } = await twoInstances({ REDIS_URL: redis.url });
    const statuses = await flood(14);
    expect(count(statuses, 201)).toBe(5);
    expect(count(statuses, 429)).toBe(9);
  });

  it('when Redis goes away, keeps answering without limits and says so once; when it is back, limits again and says so', async () => {
    const { flood, logged } = await twoInstances({ REDIS_URL: redis.url });
    expect(count(await flood(7), 201)).toBe(5);
    await redis.stop();
    const started = performance.now();
    const during = await flood(12);
    expect(during).toEqual(Array(12).fill(201));
    // No request waited for a connection that cannot be made.
    expect(performance.now() - started).toBeLessThan(3_000);
    // One line per instance, however many requests and reconnection attempts.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(logged('Redis unreachable')).toBe(2);

    await redis.start();
    await expect.poll(() => logged('Redis reachable again'), { timeout: 10_000 }).toBe(2);
    const after = await flood(14);
    expect(count(after, 429)).toBeGreaterThanOrEqual(9);
    expect(logged('Redis unreachable')).toBe(2);
  });
});
