import { Fragment } from 'react';
import { Link } from './Link';
import type { Paragraph } from '../model/schemas/records';

/** A paragraph of content text: site paths become in-app links, mailto:/https: plain anchors. */
export function RichText({ paragraph }: { paragraph: Paragraph }) {
  if (typeof paragraph === 'string') return <>{paragraph}</>;
  return (
    <>
      {paragraph.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : part.href.startsWith('/') ? (
          <Link key={index} to={part.href}>
            {part.text}
          </Link>
        ) : (
          <a key={index} href={part.href}>
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
