import type { ComponentProps } from 'react';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import { Link } from '../../ui/Link';

/**
 * Only http, https, irc, ircs, mailto, xmpp and site-relative URLs survive (react-markdown's
 * default transform: anything else, such as javascript:, data: or vbscript:, becomes '').
 */
export const safeUrl = (url: string) => defaultUrlTransform(url);

function BotLink({ href = '', children }: ComponentProps<'a'>) {
  // Site-relative links are the site's own links (src/ui/Link); others open with no referrer.
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** Bot text as markdown: paragraphs, bold, lists and links; raw HTML is never rendered. */
export function BotText({ text }: { text: string }) {
  return (
    <Markdown skipHtml urlTransform={safeUrl} components={{ a: BotLink }}>
      {text}
    </Markdown>
  );
}

/** The site's own links and, besides the bot's, a phone number's (tel:): the text is the content's, made at build time. */
const noScriptUrl = (url: string) => (/^tel:[+\d]+$/i.test(url) ? url : safeUrl(url));

/**
 * The panel's text where the chat cannot run (content/site/assistant.yaml, replies.noScript, over
 * the company facts): markdown, rendered into the prerendered page only, with plain links.
 */
export function NoScriptText({ text }: { text: string }) {
  return (
    <Markdown skipHtml urlTransform={noScriptUrl}>
      {text}
    </Markdown>
  );
}
