/**
 * Reads the site's single content files: the company facts, the pages that are not catalog
 * entries, and each catalog's index page. Every problem is reported with those of the catalogs,
 * one line each. Build-side only (the server reads them too).
 */
import { emailWordsSchema, type EmailWords } from '../../model/schemas/emailSchemas';
import { readIslandWords } from './islandWords';
import { formsCopySchema, type FormsCopy } from '../../shared/formsCopySchema';
import type { StaticDecode } from 'typebox';
import path from 'node:path';
import { CATALOGS, catalogNames, type CatalogName } from '../../model/catalogs';
import {
  aboutPageSchema,
  awardsPageSchema,
  catalogIndexSchema,
  companySchema,
  homePageSchema,
  policyPageSchema,
  securityPageSchema,
  servicesPageSchema,
  contactPageSchema,
  notFoundPageSchema,
  interfaceCopySchema,
  type InterfaceCopy,
  newsletterPagesSchema,
  formPagesSchema,
  bookingPagesSchema,
  type CatalogIndexCopy,
} from '../../model/schemas/pageSchemas';
import { availabilitySchema, type Availability } from '../../model/schemas/availability';
import { assistantSchema, type AssistantContent } from '../../model/schemas/assistantSchema';
import type { ServiceArea } from '../../model/types';
import { ContentProblems, readYamlFile } from './collections';
import { unknownNoScriptNames } from './chatNoScript';
import { contentRoot, type ContentRoot } from './contentRoot';
import { NEWSLETTER_LINK_DAYS } from '../../shared/retention';
import { fillIn } from '../../shared/text';

const PAGE_SCHEMAS = {
  home: homePageSchema,
  about: aboutPageSchema,
  awards: awardsPageSchema,
  services: servicesPageSchema,
  contact: contactPageSchema,
  privacy: policyPageSchema,
  security: securityPageSchema,
  newsletter: newsletterPagesSchema,
  forms: formPagesSchema,
  booking: bookingPagesSchema,
} as const;

type PageFiles = { [P in keyof typeof PAGE_SCHEMAS]: StaticDecode<(typeof PAGE_SCHEMAS)[P]> };

export interface SiteFiles {
  company: StaticDecode<typeof companySchema>;
  /** The consultation calendar's rules (content/site/booking.yaml). */
  booking: Availability;
  /** The chat assistant's words (content/site/assistant.yaml). */
  assistant: AssistantContent;
  notFound: StaticDecode<typeof notFoundPageSchema>;
  /** The words of the site's frame (content/site/interface.yaml). */
  interfaceCopy: InterfaceCopy;
  /** The forms' words (content/site/forms.json). */
  forms: FormsCopy;
  /** The e-mails to visitors (content/site/emails.yaml): the server's, through the site manifest. */
  emails: EmailWords;
  /** Each island's words (content/islands/<island>.json). */
  islandWords: { name: string; file: string; words: unknown }[];
  pages: PageFiles;
  catalogIndex: Record<CatalogName, CatalogIndexCopy>;
}

/**
 * The places the pages' files leave for facts kept elsewhere, filled in: how long a newsletter
 * confirmation link works (the constant the server enforces), how soon the team answers a message
 * (the forms' words).
 */
function withFacts(pages: PageFiles, replyWithin: string | undefined): PageFiles {
  const filled = { ...pages };
  if (pages.newsletter) {
    const { invalidLink } = pages.newsletter;
    filled.newsletter = { ...pages.newsletter, invalidLink: { ...invalidLink, text: fillIn(invalidLink.text, { days: NEWSLETTER_LINK_DAYS }) } };
  }
  if (replyWithin === undefined) return filled;
  const reply = (text: string) => fillIn(text, { replyWithin });
  if (pages.contact)
    filled.contact = { ...pages.contact, description: reply(pages.contact.description), hero: { ...pages.contact.hero, lead: reply(pages.contact.hero.lead) } };
  if (pages.forms) {
    const { confirmations } = pages.forms;
    filled.forms = {
      ...pages.forms,
      confirmations: Object.fromEntries(
        Object.entries(confirmations).map(([form, page]) => [form, { ...page, description: reply(page.description) }]),
      ) as typeof confirmations,
    };
  }
  return filled;
}

/** Reads every single file of a content folder; problems go to `problems`, which the caller throws. */
export function readSiteFiles({ project, content }: ContentRoot, problems: ContentProblems): SiteFiles {
  const read = <S extends Parameters<typeof readYamlFile>[2]>(relative: string, schema: S) =>
    readYamlFile(project, path.join(content, relative), schema, problems);
  const company = read('site/company.yaml', companySchema);
  const booking = read('site/booking.yaml', availabilitySchema);
  const assistant = read('site/assistant.yaml', assistantSchema);
  if (assistant && company) {
    const where = path.relative(project, path.join(content, 'site/assistant.yaml'));
    for (const name of unknownNoScriptNames(assistant.replies.noScript, { company })) {
      problems.add(where, 'replies.noScript', `names {{${name}}}, which the company's facts (site/company.yaml) do not hold`);
    }
  }
  const notFound = read('pages/not-found.yaml', notFoundPageSchema);
  const interfaceCopy = read('site/interface.yaml', interfaceCopySchema);
  // JSON (which the YAML reader reads too): the forms import it as it is (src/shared/forms.ts).
  const forms = read('site/forms.json', formsCopySchema);
  const emails = read('site/emails.yaml', emailWordsSchema);
  const islandWords = readIslandWords({ project, content }, problems);
  const pages = withFacts(
    Object.fromEntries(Object.entries(PAGE_SCHEMAS).map(([name, schema]) => [name, read(`pages/${name}.yaml`, schema)])) as PageFiles,
    forms?.replyWithin,
  );
  const catalogIndex = Object.fromEntries(
    catalogNames().map((catalog) => {
      const file = `${CATALOGS[catalog].folder}/_index.yaml`;
      const copy = read(file, catalogIndexSchema);
      if (copy && CATALOGS[catalog].hasNotFoundPage && !copy.notFound) {
        problems.add(path.relative(project, path.join(content, file)), 'notFound', 'required: this catalog has a not-found page of its own');
      }
      return [catalog, copy];
    }),
  ) as Record<CatalogName, CatalogIndexCopy>;
  return {
    company: company!,
    booking: booking!,
    assistant: assistant!,
    notFound: notFound!,
    interfaceCopy: interfaceCopy!,
    forms: forms!,
    emails: emails!,
    islandWords,
    pages,
    catalogIndex,
  };
}

let loaded: SiteFiles | undefined;

/** The project's site files, read once per process; throws a ContentError listing every problem. */
export function loadSiteFiles(): SiteFiles {
  if (!loaded) {
    const problems = new ContentProblems();
    const files = readSiteFiles(contentRoot(), problems);
    problems.throwIfAny();
    loaded = files;
  }
  return loaded;
}

/** The service areas, in catalog order: the catalogs whose index file describes one. */
export function serviceAreasOf(files: SiteFiles): ServiceArea[] {
  return catalogNames().flatMap((catalog) => {
    const area = files.catalogIndex[catalog].area;
    return area ? [{ id: catalog, path: CATALOGS[catalog].parent, ...area }] : [];
  });
}
