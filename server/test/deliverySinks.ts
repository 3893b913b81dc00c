import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server: each message's bytes go to `onMessage` (accepted when it settles); `refuse` answers every recipient with a permanent error. */
function smtpServer({ onMessage, refuse }: { onMessage?: (raw: Buffer) => Promise<void> | void; refuse?: (address: string) => void }) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Nothing resolves names here: no lookup of the client's address.
    disableReverseLookup: true,
    ...(refuse
      ? {
          onRcptTo(address, _session, callback) {
            refuse(address.address);
            callback(Object.assign(new Error(`5.1.1 <${address.address}>: User unknown`), { responseCode: 550 }));
          },
        }
      : {}),
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        Promise.resolve(onMessage?.(Buffer.concat(chunks))).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  return {
    /** Listens on 127.0.0.1 (`port` 0: a free one) and gives its URL. */
    listen: (port = 0) =>
      new Promise<string>((resolve) => server.listen(port, '127.0.0.1', () => resolve(`smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function listeningSmtpServer(onMessage: (raw: Buffer) => Promise<void> | void): Promise<{ url: string; close: () => Promise<void> }> {
  const server = smtpServer({ onMessage });
  return { url: await server.listen(), close: server.close };
}

/** An SMTP sink that is not listening until started, on a port chosen beforehand (a mail server that comes back). */
export function lateSmtpSink(port: number): { messages: string[]; start: () => Promise<void>; close: () => Promise<void> } {
  const messages: string[] = [];
  const server = smtpServer({ onMessage: (raw) => void messages.push(raw.toString()) });
  return { messages, start: async () => void (await server.listen(port)), close: server.close };
}

/** An SMTP server that refuses every recipient for good (550 5.1.1), counting the refusals. */
export async function refusingSmtpServer(): Promise<{ url: string; refusals: () => number; close: () => Promise<void> }> {
  let refusals = 0;
  const server = smtpServer({ refuse: () => (refusals += 1) });
  return { url: await server.listen(), refusals: () => refusals, close: server.close };
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

/** A real webhook receiver that keeps every request's body and headers; `down`: it answers 503 (keeping nothing) until `bringUp`. */
export async function webhookReceiver({ down = false } = {}): Promise<{
  url: string;
  received: { body: string; headers: Record<string, string | string[] | undefined> }[];
  attempts: () => number;
  bringUp: () => void;
  close: () => Promise<void>;
}> {
  const received: { body: string; headers: Record<string, string | string[] | undefined> }[] = [];
  let up = !down;
  let attempts = 0;
  const server: Server = createServer((request, response) => {
    attempts += 1;
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (!up) {
        response.writeHead(503).end();
        return;
      }
      received.push({ body, headers: request.headers });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/sales`,
    received,
    attempts: () => attempts,
    bringUp: () => {
      up = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook receiver that takes every request and never answers (until it is closed). */
export async function hangingWebhookReceiver(): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  let requests = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer(() => {
    requests += 1;
  });
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/sales`,
    requests: () => requests,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A message's `text/calendar` part exactly as it arrived: its MIME headers and body between two
 * boundaries (nodemailer writes it as an alternative to the text, beside an `application/ics` copy).
 */
export function rawCalendarPart(raw: string): string | undefined {
  const parts = raw.split(/\r\n--[^\r\n]+\r\n/);
  return parts.find((part) => /^Content-Type: text\/calendar/im.test(part.split('\r\n\r\n')[0] ?? ''))?.split(/\r\n--[^\r\n]+--/)[0];
}
