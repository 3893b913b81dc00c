import { buildApp } from './app';
import { ConfigError, listenProblem, loadConfig } from './config';
import { StoreOpenError } from './store/configuredStore';

/** Starts the production server (site + API) and shuts it down gracefully on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  if (!app.notifier.newsletter.mail) app.log.warn('SMTP_URL is not set: newsletter sign-ups are stored as pending and no confirmation e-mail can be sent');
  const channels = app.notifier.companyChannels;
  app.log.info(
    { store: app.store.kind, chat: config.llm ? `LLM ${config.llm.model} with offline fallback` : 'offline engine', channels: channels.length > 0 ? channels : 'none (leads are stored and logged only)' },
    'API ready',
  );

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

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
