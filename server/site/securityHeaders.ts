/**
 * Content-Security-Policy: everything from our own origin only. Inline scripts are allowed by
 * their hashes (computed per page at start-up); styled-components injects <style> elements at run
 * time, which needs 'unsafe-inline' for styles (scripts stay locked down).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = [], connectSources: readonly string[] = []): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectSources],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
