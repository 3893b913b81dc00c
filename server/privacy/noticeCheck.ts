import { RETENTION_SETTINGS, type Retention } from '../../src/shared/retention';
import { siteManifestIfBuilt } from '../siteManifest';

/** Every retention period with its setting's name: a period added to the settings is checked too. */
const PERIODS = Object.entries(RETENTION_SETTINGS).map(([key, setting]) => [key as keyof Retention, setting.env] as const);

/**
 * A warning for the log when the built privacy notice states other periods than the server enforces;
 * undefined when it agrees or nothing is built. The build and the server read the same settings, but
 * from their own environments: a server started with periods the build did not see would enforce one
 * thing and tell visitors another. The build writes the periods its notice states into its manifest.
 */
export function noticeMismatch(internalDir: string, retention: Retention): string | undefined {
  const stated = siteManifestIfBuilt(internalDir)?.privacyRetention;
  if (stated === undefined || PERIODS.every(([key]) => stated[key] === retention[key])) return undefined;
  const settings = PERIODS.map(([key, name]) => `${name}=${retention[key]}`).join(', ');
  return `the privacy notice of the build in ${internalDir} states other retention periods than this server enforces (${settings}): build the site with the same settings`;
}
