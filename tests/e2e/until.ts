/**
 * Polls `read` until it returns a value (not undefined), for what arrives on its own time: an e-mail,
 * a webhook, a beacon's row. Fails naming `what` after `timeoutMs`.
 */
export async function until<T>(read: () => T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `read`'s value once it passes `done`. */
export const when =
  <T,>(read: () => T, done: (value: T) => boolean) =>
  (): T | undefined => {
    const value = read();
    return done(value) ? value : undefined;
  };
