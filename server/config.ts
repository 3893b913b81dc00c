import path from 'node:path';

/** Every server setting in one place, read from the environment and validated at start-up. */
export interface ServerConfig {
  host: string;
  port: number;
  distDir: string;
  logLevel: string;
}

function port(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`PORT must be an integer 0–65535, got "${raw}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: port(env.PORT, 3000),
    distDir: path.resolve(env.DIST_DIR || 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
