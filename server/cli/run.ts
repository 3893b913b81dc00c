import type { Writable } from 'node:stream';
import { format } from 'node:util';
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
      if (error !== outputError) console.error(failureMessage(error));
      process.exitCode = 1;
    },
  );
}

/** The one line a run that failed leaves on stderr: the error's message, never its stack. */
export function failureMessage(error: unknown): string {
  // format() is what console.error writes for a value that is not a string.
  return error instanceof Error ? error.message : format(error);
}

/** A call of a command that makes no sense: its message and the usage, exit status 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** parseArgs's own errors (unknown option, missing value, unexpected positional) carry an ERR_PARSE_ARGS_ code. */
const isParseArgsError = (error: unknown) => error instanceof TypeError && String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS');

/** Where a staff command writes: its output (a stream, for back-pressure and a reader that leaves) and its one-line reports. */
export interface StaffOutput {
  stdout: Writable;
  stderr: (line: string) => void;
}

export interface StaffContext extends StaffOutput {
  config: ServerConfig;
  store: OpenedStore;
}

export interface StaffCommand<Args> {
  /** The npm script that runs it, and so its entry point, server/cli/<name>.ts. */
  name: string;
  usage: string;
  /** Reads the arguments; throws UsageError (or parseArgs's own error) for a call that makes no sense. */
  parse: (argv: string[]) => Args;
  /** Does the work with the server's settings and store; returns the exit status. */
  run: (args: Args, context: StaffContext) => Promise<number>;
}

/** How a staff command is called: its arguments, its environment and where it writes. */
export interface StaffCall extends StaffOutput {
  argv: string[];
  env: NodeJS.ProcessEnv;
}

/**
 * A staff command's run up to its exit status: arguments (a call that makes no sense: the reason
 * and the usage, status 2, before the store is touched), then the server's configuration, then the
 * store (opened, migrated, always closed), then the command. A bad setting (ConfigError), a store
 * that cannot be opened (StoreOpenError) or the command's own failure rejects: one line for the caller.
 */
export async function executeStaffCommand<Args>(command: StaffCommand<Args>, { argv, env, stdout, stderr }: StaffCall): Promise<number> {
  let args: Args;
  try {
    args = command.parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError) && !isParseArgsError(error)) throw error;
    stderr(`${(error as Error).message}\n${command.usage}`);
    return 2;
  }
  const config = loadConfig(env);
  const store = await openConfiguredStore(config);
  try {
    return await command.run(args, { config, store, stdout, stderr });
  } finally {
    await store.close();
  }
}

/**
 * The staff commands' runner, for their entry points: the command with this process's arguments,
 * environment and output. Every failure is one line on stderr and a non-zero exit status, never a
 * stack trace (a bad setting names it and what it takes, exit 1).
 */
export function runStaffCommand<Args>(command: StaffCommand<Args>): void {
  runCli(() => executeStaffCommand(command, { argv: process.argv.slice(2), env: process.env, stdout: process.stdout, stderr: console.error }));
}
