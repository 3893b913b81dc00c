import helmet from 'helmet';

type HelmetResponse = Parameters<ReturnType<typeof helmet>>[1];

/**
 * The security headers every answer carries (HSTS, nosniff, frame and referrer policies, CORP, …),
 * as helmet sets them, with the CSP left out (it is per page) and Cross-Origin-Opener-Policy only on
 * the content editor (ADMIN_OPENER_POLICY). COOP keeps other sites' windows from holding a reference
 * to ours; the public pages have nothing such a reference could reach (no session, no personal data,
 * forms post to our API), and on a page with COOP every entry from another page starts a new
 * browsing-context group, a fresh renderer: Lighthouse on /about measured a far longer Total
 * Blocking Time and a lower performance score with it than without. The editor holds a Git host's
 * token, so it keeps COOP. helmet's headers do not depend on the request, so they are read from it
 * once and set from this object: helmet's middleware chain per request cost a large share of a page's
 * throughput. (Both measured: docs/performance.md, "Measurements behind the code".) The static hosts'
 * configuration uses the same values.
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as HelmetResponse;
  helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, crossOriginOpenerPolicy: false, referrerPolicy: { policy: REFERRER_POLICY } })(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    collector,
    () => {},
  );
  return headers;
}

/**
 * The pages' Referrer-Policy: another site learns our origin at most, never a page's path. Not
 * helmet's `no-referrer`: under it a browser sends `Origin: null` with a form's POST to another origin
 * (the Fetch standard's "serializing a request origin"), so an API apart from a static site could not
 * tell its own site's forms from a stranger's.
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** What a page's policy allows beyond its own origin. */
export interface PolicySources {
  /** Its inline scripts, by hash. */
  scriptHashes?: readonly string[];
  /** The API's origin where the site reaches an API apart from it (VITE_API_URL): its islands' calls, beacons and forms. */
  apiOrigin?: string;
}

/**
 * Content-Security-Policy: everything from our own origin only, and the API's where it is apart.
 * Inline scripts are allowed by their hashes; styled-components injects <style> elements at run
 * time, which needs 'unsafe-inline' for styles (scripts stay locked down).
 */
export function contentSecurityPolicy({ scriptHashes = [], apiOrigin }: PolicySources = {}): string {
  const api = apiOrigin ? [apiOrigin] : [];
  return policyOf({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...api],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...api],
    'frame-ancestors': ["'none'"],
  });
}

/** The content editor's (/admin/) Cross-Origin-Opener-Policy: no other site's window keeps a reference to it. */
export const ADMIN_OPENER_POLICY = 'same-origin';

/**
 * The content editor's page (/admin/, Decap CMS) has its own policy: its bundle styles itself
 * inline and loads previews as blobs, and it talks to the Git host's API (GitHub by default) or, on
 * an editor's own machine, to decap-server on localhost. No other page gets any of this.
 */
export function adminContentSecurityPolicy(): string {
  return policyOf({
    'default-src': ["'self'"],
    // Decap validates its configuration with ajv, which compiles validators with new Function().
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https://api.github.com', 'http://localhost:*', 'http://127.0.0.1:*'],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/** A Content-Security-Policy header value: its directives in the order given, each with its sources. */
function policyOf(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
