/** What the chat assistant answers from (server/chat/), as the build writes it into the site manifest. */
import type { Retention } from '../shared/retention';
import type { AssistantContent } from './schemas/assistantSchema';
import type { Company } from './schemas/pageSchemas';
import type { FaqDocument, SearchDocument } from './search/documents';

/**
 * The facts the assistant's answer templates name ({{company.foundingYear}}, {{booking.meetingMinutes}}):
 * the content files' own values, so an editor who changes one changes the answer. No e-mail address
 * of a consultant is among them.
 */
export interface ChatFacts {
  company: Company;
  booking: {
    meetingMinutes: number;
    minimumNoticeHours: number;
    horizonDays: number;
    holidays: readonly string[];
    consultants: readonly { name: string }[];
  };
  /** The pages' content files whose facts visitors ask about (content/pages/<name>.yaml). */
  pages: Record<string, unknown>;
  retention: Retention;
  /** How long a newsletter sign-up never confirmed is kept, in days (src/shared/retention.ts). */
  newsletter: { unconfirmedDays: number };
  /** The vulnerability disclosure policy's timeline, in (business) days. */
  security: Record<string, number>;
  /** The text of each section of the privacy notice and the disclosure policy, by the section's id. */
  policies: { privacy: Record<string, string>; security: Record<string, string> };
}

export interface ChatKnowledge {
  documents: readonly SearchDocument[];
  faqs: readonly FaqDocument[];
  assistant: AssistantContent;
  facts: ChatFacts;
}
