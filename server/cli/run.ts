import { loadConfig, type ServerConfig } from '../config';
import { openConfiguredStore } from '../store/configuredStore';
import type { OpenedStore } from '../store/openStore';

/** True for the error of writing to a pipe whose reader is gone (`| head` has read enough). */
export function isReaderGone(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'EPIPE';
}

/**
 * Runs a command-line tool and leaves with its exit status once standard output has drained:
 * process.exit() would cut short what a pipe has not taken yet. A reader that closes early ends
 * the tool quietly with status 0, as `| head` expects; any other output error (a full disk) is
 * one line and status 1.
 */
export function runCli(main: () => Promise<number>): void {
  let readerGone = false;
  let outputError: Error | undefined;
  process.stdout.on('error', (error) => {
    // Once the reader is gone, later writes fail too (the stream is destroyed): nothing left to say.
    readerGone ||= isReaderGone(error);
    if (readerGone || outputError) return;
    outputError = error;
    console.error(`cannot write the output: ${error.message}`);
    process.exitCode = 1;
  });
  main().then(
    (code) => {
      process.exitCode = outputError ? 1 : code;
    },
    (error: unknown) => {
      if (readerGone || isReaderGone(error)) return;
      if (error !== outputError) console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}

/** A call of a command that makes no sense: its message and the usage, exit status 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** parseArgs's own errors (unknown option, missing value, unexpected positional) carry an ERR_PARSE_ARGS_ code. */
const isParseArgsError = (error: unknown) => error instanceof TypeError && String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS');

export interface StaffContext {
  config: ServerConfig;
  store: OpenedStore;
}

export interface StaffCommand<Args> {
  usage: string;
  /** Reads the arguments; throws UsageError (or parseArgs's own error) for a call that makes no sense. */
  parse: (argv: string[]) => Args;
  /** Does the work with the server's settings and store; returns the exit status. */
  run: (args: Args, context: StaffContext) => Promise<number>;
}

/**
 * The staff commands' runner: arguments, then the server's configuration (a bad setting is one line
 * naming it and what it takes, exit 1), then the store (opened, migrated, always closed), then the
 * command. Every failure is one line on stderr and a non-zero exit status, never a stack trace.
 */
export function runStaffCommand<Args>(command: StaffCommand<Args>): void {
  runCli(async () => {
    let args: Args;
    try {
      args = command.parse(process.argv.slice(2));
    } catch (error) {
      if (!(error instanceof UsageError) && !isParseArgsError(error)) throw error;
      console.error(`${(error as Error).message}\n${command.usage}`);
      return 2;
    }
    const config = loadConfig();
    const store = await openConfiguredStore(config);
    try {
      return await command.run(args, { config, store });
    } finally {
      await store.close();
    }
  });
}
