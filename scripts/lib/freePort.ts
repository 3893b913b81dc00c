import { createServer } from 'node:net';

/**
 * A port held open until `release()`: for a server that must be told its port long before it starts
 * (a build that writes the site's URL into its pages). Held, the OS gives it to nobody else, not
 * even as the local port of an outgoing connection; released, it is free for the server at once.
 */
export function reservePort(): Promise<{ port: number; release: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ port, release: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** A port nothing listens on now (the OS's choice), for a server that must be told its port and starts at once. */
export async function freePort(): Promise<number> {
  const { port, release } = await reservePort();
  await release();
  return port;
}
