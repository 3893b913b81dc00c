import closeWithGrace from 'close-with-grace';
import { ConfigError, listenProblem, loadConfig } from './config';
import { StoreOpenError } from './store/configuredStore';

/** What keeps the process alive (sockets, timers, …), counted by kind: the log line of a shutdown that overran. */
function openResources(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

/**
 * Starts the production server (site + API). SIGTERM and SIGINT shut it down gracefully: no new
 * connections, requests in progress answered, deliveries and the purge in progress finished, the
 * store closed. An uncaught error does the same after logging it. A shutdown longer than
 * SHUTDOWN_TIMEOUT_MS ends the process with code 1 and logs what was still open, so an orchestrator's
 * stop never waits on a hung connection.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // Loaded once the settings are known good: the app reads and compiles the whole site's content,
  // seconds a bad setting need not wait for to be named.
  const { buildApp } = await import('./app');
  const app = await buildApp(config);
  if (!app.notifier.newsletter.mail)
    app.log.warn(
      'SMTP_URL is not set: newsletter sign-ups are stored as pending and no confirmation e-mail can be sent; bookings are stored without their invitations and reminders',
    );
  const channels = app.notifier.companyChannels;
  app.log.info(
    {
      store: app.store.kind,
      chat: config.llm ? `LLM ${config.llm.model} with offline fallback` : 'offline engine',
      channels: channels.length > 0 ? channels : 'none (leads are stored and logged only)',
    },
    'API ready',
  );

  closeWithGrace(
    {
      delay: config.shutdownTimeoutMs,
      logger: { error: (message: unknown) => app.log.error(message) },
      onTimeout: (delay) =>
        app.log.error({ open: openResources() }, `shutdown took longer than SHUTDOWN_TIMEOUT_MS (${delay} ms); exiting with this still open`),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'uncaught error; shutting down');
      else app.log.info({ signal }, 'shutting down');
      await app.close();
    },
  );

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // The store, the site and the metrics name their own settings; a socket error is HOST's or PORT's.
    if (error instanceof ConfigError || error instanceof StoreOpenError || !code || code.startsWith('FST_')) throw error;
    const where = code === 'EADDRINUSE' || code === 'EACCES' ? `PORT ${config.port} on HOST ${config.host}` : `HOST ${config.host} (PORT ${config.port})`;
    throw new ConfigError(`${where} cannot be listened on: ${listenProblem(error as NodeJS.ErrnoException)}`);
  }
}

main().catch((error: unknown) => {
  // A bad setting or an unreachable store is the operator's to fix: one line says which and why.
  console.error(error instanceof ConfigError || error instanceof StoreOpenError ? error.message : error);
  process.exit(1);
});
