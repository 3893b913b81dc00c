import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { configuredChannels, createChannels } from './notify/channels';
import { NotificationWorker } from './notify/worker';
import { noticeMismatch } from './privacy/noticeCheck';
import { purgePlugin } from './privacy/purgePlugin';
import { openStore } from './store/openStore';
import { company } from '../src/site/build/company';

/** Starts the production server (site + API) and shuts it down gracefully on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  let log: FastifyBaseLogger | undefined;
  const store = await openStore({
    databasePath: config.databasePath,
    databaseUrl: config.databaseUrl,
    onConnectionError: (error) => log?.error({ code: (error as { code?: string }).code, reason: error.message }, 'database connection lost'),
  });
  const channels = configuredChannels(config.notify);
  const newsletter = { mail: Boolean(config.notify.smtpUrl), webhook: Boolean(config.notify.webhookUrl) };
  let worker: NotificationWorker | undefined;

  const app = await buildApp({
    distDir: config.distDir,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    connectionLimits: config.connectionLimits,
    api: {
      db: store.db,
      channels,
      newsletter,
      onStored: () => worker?.nudge(),
      allowedOrigins: config.allowedOrigins,
      rateLimit: config.rateLimit,
      chat: { llm: config.llm },
    },
  });
  await app.register(purgePlugin, { db: store.db, retention: config.retention });
  const mismatch = await noticeMismatch(config.distDir, config.retention);
  if (mismatch) app.log.warn(mismatch);
  log = app.log;
  worker = new NotificationWorker({
    db: store.db,
    channels: await createChannels(config.notify),
    log: app.log,
    pollMs: config.notify.pollMs,
    retryBaseMs: config.notify.retryBaseMs,
    retryMaxMs: config.notify.retryMaxMs,
    leaseMs: config.notify.timeoutMs * 3,
    compose: { siteUrl: config.siteUrl, companyName: company.name },
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    await store.close();
  });
  if (!newsletter.mail) app.log.warn('SMTP_URL is not set: newsletter sign-ups are stored as pending and no confirmation e-mail can be sent');
  app.log.info({ store: store.kind, chat: config.llm ? `LLM ${config.llm.model} with offline fallback` : 'offline engine', channels: channels.length > 0 ? channels : 'none (leads are stored and logged only)' }, 'API ready');

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  worker.start();
}

main().catch((error: unknown) => {
  // A bad setting is the operator's to fix: its one line says which and what it takes.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
