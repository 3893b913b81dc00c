import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const MAX_BATCH = 64;

/**
 * Group commit: submissions that arrive together are written in one transaction, so under load
 * the cost of a commit is shared instead of paid per request. Each caller's promise settles only
 * after the transaction holding its work has committed, so a 201 still means "stored". If any work
 * in a batch fails (a duplicate idempotency key, say), the batch rolls back and each work is run
 * alone, so only the failing one fails.
 */
export class GroupCommitter {
  private queue: Job[] = [];
  private flushing = false;

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.flushing) {
        this.flushing = true;
        // Let the requests that arrived in the same turn of the event loop join the first batch.
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        const results = await this.db.transaction().execute(async (trx) => {
          const out: unknown[] = [];
          for (const job of batch) out.push(await job.work(trx));
          return out;
        });
        batch.forEach((job, index) => job.resolve(results[index]));
      } catch (error) {
        // A batch of one has nothing to isolate: running it again would only wait for the store twice.
        if (batch.length === 1) {
          batch[0]?.reject(error);
          continue;
        }
        for (const job of batch) {
          try {
            job.resolve(await this.db.transaction().execute(job.work));
          } catch (error) {
            job.reject(error);
          }
        }
      }
    }
    this.flushing = false;
  }
}

const committers = new WeakMap<Kysely<Database>, GroupCommitter>();

/** The group committer of a store (one per database handle). */
export function groupCommitter(db: Kysely<Database>): GroupCommitter {
  let committer = committers.get(db);
  if (!committer) {
    committer = new GroupCommitter(db);
    committers.set(db, committer);
  }
  return committer;
}
