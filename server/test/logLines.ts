import { PassThrough } from 'node:stream';

export interface LogLine {
  level: number;
  msg?: string;
  err?: unknown;
}

/** A stream for an app's log (AppParts.logStream) and the JSON lines written to it. */
export function capturedLog(): { stream: PassThrough; lines: LogLine[]; serverErrors: () => LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
  });
  // Error level (50) and above: what an operator is paged for.
  return { stream, lines, serverErrors: () => lines.filter((line) => line.level >= 50) };
}
