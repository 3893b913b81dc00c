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
