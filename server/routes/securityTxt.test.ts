import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityTxt, securityTxtProblems } from '../../src/build/securityTxt';
import { siteAppFor } from '../test/apps';

const SITE = 'https://www.example.test';
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'vip-dist-'));
  await writeFile(path.join(distDir, 'index.html'), '<!DOCTYPE html><html lang="en"><head><title>Home</title></head><body></body></html>');
  await writeFile(path.join(distDir, '404.html'), '<!DOCTYPE html><html lang="en"><head><title>Not found</title></head><body></body></html>');
  await mkdir(path.join(distDir, '.well-known'));
  await writeFile(path.join(distDir, '.well-known', 'security.txt'), securityTxt(SITE, new Date()));
});
afterAll(() => rm(distDir, { recursive: true, force: true }));

describe('GET /.well-known/security.txt from the Node server', () => {
  it('answers 200 text/plain with every field of the built file', async () => {
    const app = await siteAppFor(distDir);
    const response = await app.inject({ url: '/.well-known/security.txt' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(securityTxtProblems(response.body, SITE, new Date())).toEqual([]);
  });
});
