/**
 * What the server reads from the build: dist-internal/site.json, written by the build's last steps
 * (src/build/siteManifest.ts) and read once by the server (server/siteManifest.ts). The server never
 * compiles the content model: what it needs of it is here, as data.
 */
import type { Retention } from '../shared/retention';
import type { Availability } from './schemas/availability';
import type { Company } from './schemas/pageSchemas';
import type { EmailWords } from './schemas/emailSchemas';
import type { ChatKnowledge } from './chatKnowledge';

/**
 * The folder the build writes beside dist/ for the API and nginx: what visitors may not read (the
 * consultants' addresses and hours, nginx's snippets) never enters dist/, which any host may publish whole.
 */
export const INTERNAL_DIR = 'dist-internal';
/** The manifest's file, in the internal folder. */
export const SITE_MANIFEST_FILE = 'site.json';
/** nginx's snippets (http.conf, server.conf), in the internal folder. */
export const NGINX_DIR = 'nginx';

export interface SiteManifest {
  /** Every page of the route manifest, with its title: the known pages the reports count (others count as the not-found page). */
  pages: readonly { path: string; title: string }[];
  /** The copy of the page a form sent without script answers with when it has problems, for an API that runs without the built pages. */
  formProblem: { title: string; heading: string; text: string; backLabel: string };
  /** The chat's knowledge: the pages, their FAQs, the assistant's words and the facts its answers name. */
  chat: ChatKnowledge;
  /** The company's facts the chat and the e-mails state (content/site/company.yaml). */
  company: Company;
  /** The e-mails to visitors (content/site/emails.yaml). */
  emails: EmailWords;
  /** The consultation calendar's rules (content/site/booking.yaml): the slots the booking step offers. */
  booking: Availability;
  /** The retention periods the built privacy notice states: the build's settings, which the server compares with its own. */
  privacyRetention: Retention;
  /**
   * The API's base URL where the build points the site at an API apart from it (VITE_API_URL, as
   * apiBaseUrl reads it); absent where the API is on the site's own origin. The pages' policies allow
   * it, and the e-mails' one-click links go to it.
   */
  apiUrl?: string;
}
