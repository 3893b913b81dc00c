import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on 127.0.0.1 that hands each message's bytes to `onMessage` and accepts it when that settles. */
async function listeningSmtpServer(onMessage: (raw: Buffer) => Promise<void> | void): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Nothing resolves names here: no lookup of the client's address.
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        Promise.resolve(onMessage(Buffer.concat(chunks))).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A real SMTP server on 127.0.0.1 that keeps every message as it arrived, raw and parsed. */
export async function smtpSink(): Promise<{ url: string; messages: { raw: string; mail: ParsedMail }[]; close: () => Promise<void> }> {
  const messages: { raw: string; mail: ParsedMail }[] = [];
  const server = await listeningSmtpServer(async (bytes) => {
    const raw = bytes.toString();
    messages.push({ raw, mail: await simpleParser(raw) });
  });
  return { ...server, messages };
}

/** A real SMTP server on 127.0.0.1 that only counts what it receives (for load: parsing each message would cost the sender's process). */
export async function countingSmtpSink(): Promise<{ url: string; received: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = await listeningSmtpServer(() => {
    received += 1;
  });
  return { ...server, received: () => received };
}

/** A real webhook receiver that keeps every request's body and headers. */
export async function webhookReceiver(): Promise<{
  url: string;
  received: { body: string; headers: Record<string, string | string[] | undefined> }[];
  close: () => Promise<void>;
}> {
  const received: { body: string; headers: Record<string, string | string[] | undefined> }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ body, headers: request.headers });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/sales`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * A message's `text/calendar` part exactly as it arrived: its MIME headers and body between two
 * boundaries (nodemailer writes it as an alternative to the text, beside an `application/ics` copy).
 */
export function rawCalendarPart(raw: string): string | undefined {
  const parts = raw.split(/\r\n--[^\r\n]+\r\n/);
  return parts.find((part) => /^Content-Type: text\/calendar/im.test(part.split('\r\n\r\n')[0] ?? ''))?.split(/\r\n--[^\r\n]+--/)[0];
}
