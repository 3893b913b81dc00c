/**
 * The chat's words (content/islands/chat.json), the company's name filled in. A module of its own:
 * the page's first script imports chatState.ts (the panel's id, whether it was open) and must not
 * carry the words or the site's content with it.
 */
import WORDS from '../../../content/islands/chat.json' with { type: 'json' };
import { company } from '../../model/siteContent';
import { fillIn } from '../../shared/text';

export const CHAT_WORDS = Object.fromEntries(Object.entries(WORDS).map(([key, text]) => [key, fillIn(text, { company: company.name })])) as typeof WORDS;
export const GREETING = CHAT_WORDS.greeting;
export const CONNECTION_ERROR = CHAT_WORDS.connectionError;
export const TECHNICAL_DIFFICULTIES = CHAT_WORDS.failed;
