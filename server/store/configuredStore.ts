import type { ServerConfig } from '../config';
import { openStore, type OpenedStore } from './openStore';

/** The configured store could not be opened or migrated: the operator's to fix, so one line. */
export class StoreOpenError extends Error {
  override name = 'StoreOpenError';
}

/** Opens the store the settings name (DATABASE_URL, else DATABASE_PATH). */
export async function openConfiguredStore(
  config: Pick<ServerConfig, 'databasePath' | 'databaseUrl'>,
  onConnectionError?: (error: Error) => void,
): Promise<OpenedStore> {
  try {
    return await openStore({ databasePath: config.databasePath, databaseUrl: config.databaseUrl, onConnectionError });
  } catch (error) {
    const which = config.databaseUrl ? 'DATABASE_URL' : `DATABASE_PATH ${config.databasePath}`;
    throw new StoreOpenError(`cannot open the store (${which}): ${(error as Error).message}`, { cause: error });
  }
}
