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
