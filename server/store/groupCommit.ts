import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';

type Work<Handle, T> = (trx: Handle) => Promise<T>;
/** Runs a work in a transaction of its own, committed when it returns. */
type RunInTransaction<Handle> = <T>(work: Work<Handle, T>) => Promise<T>;

interface Job<Handle> {
  work: Work<Handle, unknown>;
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
export class GroupCommitter<Handle = Transaction<Database>> {
  private queue: Job<Handle>[] = [];
  private flushing = false;

  constructor(private readonly transaction: RunInTransaction<Handle>) {}

  run<T>(work: Work<Handle, T>): Promise<T> {
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
        const results = await this.transaction(async (trx) => {
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
            job.resolve(await this.transaction(job.work));
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
    committer = new GroupCommitter((work) => db.transaction().execute(work));
    committers.set(db, committer);
  }
  return committer;
}

const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate');
const COMMIT = CompiledQuery.raw('commit');
const ROLLBACK = CompiledQuery.raw('rollback');

/** Runs `work` in a SQLite transaction that holds the database's write lock from its start. */
function immediateTransaction<T>(db: Kysely<Database>, work: Work<Kysely<Database>, T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await connection.executeQuery(BEGIN_IMMEDIATE);
    try {
      const result = await work(connection);
      await connection.executeQuery(COMMIT);
      return result;
    } catch (error) {
      await connection.executeQuery(ROLLBACK);
      throw error;
    }
  });
}

const immediateCommitters = new WeakMap<Kysely<Database>, GroupCommitter<Kysely<Database>>>();

/**
 * The SQLite store's group committer for work that reads what it then writes (a booking's check
 * and insert): each batch begins with BEGIN IMMEDIATE, so no other process writes between a work's
 * read and its write, and each work sees what the works before it in the batch wrote.
 */
export function immediateGroupCommitter(db: Kysely<Database>): GroupCommitter<Kysely<Database>> {
  let committer = immediateCommitters.get(db);
  if (!committer) {
    committer = new GroupCommitter((work) => immediateTransaction(db, work));
    immediateCommitters.set(db, committer);
  }
  return committer;
}
