import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';

/** The UTC day of a time, as the events and salts are keyed (YYYY-MM-DD). */
export const utcDay = (time: Date): string => time.toISOString().slice(0, 10);

/**
 * The visitor a request counts as, the way Plausible counts unique visitors: a hash of the day's
 * salt, the site, the IP address and the user agent. The same browser is one visitor all day;
 * once the day's salt is deleted, nobody (us included) can link it to another day or recover an
 * address from it. 64 bits: no collision in any realistic day's traffic.
 */
export function visitorHash(salt: string, site: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${site}\n${ip}\n${userAgent}`).digest('hex').slice(0, 16);
}

/**
 * The day's salt, shared by every instance through the store: the first request of a day creates
 * it (a second instance's insert finds it there and reads the same one) and deletes the days before.
 */
export class DailySalts {
  private current?: { day: string; salt: Promise<string> };

  constructor(private readonly db: Kysely<Database>) {}

  saltFor(day: string): Promise<string> {
    if (this.current?.day !== day) {
      const salt = this.load(day);
      this.current = { day, salt };
      // A store that failed is asked again by the next request.
      salt.catch(() => {
        if (this.current?.salt === salt) this.current = undefined;
      });
    }
    return this.current.salt;
  }

  private async load(day: string): Promise<string> {
    await this.db
      .insertInto('analytics_salts')
      .values({ day, salt: randomBytes(32).toString('hex') })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .execute();
    const row = await this.db.selectFrom('analytics_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
    await deleteOldSalts(this.db, day);
    return row.salt;
  }
}

/** Deletes every salt older than `today`: a day's visitors can no longer be linked to any other. */
export async function deleteOldSalts(db: Kysely<Database>, today: string): Promise<number> {
  const result = await db.deleteFrom('analytics_salts').where('day', '<', today).executeTakeFirst();
  return Number(result.numDeletedRows);
}
