/** The documents the site search and the chat's knowledge index: built at build time (src/build/searchDocuments.ts). */
import type { SiteSection } from '../types';

/** One searchable page. */
export interface SearchDocument {
  id: string;
  url: string;
  title: string;
  section: SiteSection;
  summary: string;
  headings: string;
  keywords: string;
  text: string;
}

/** One question and answer of a page, as the chat retrieves it. */
export interface FaqDocument {
  id: string;
  /** The page the question is on. */
  url: string;
  /** The page's name. */
  title: string;
  question: string;
  answer: string;
  /** The page's name and visitor words: a question about 'pentest' finds the VAPT page's questions. */
  keywords: string;
}
