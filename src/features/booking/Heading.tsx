import { forwardRef, type HTMLAttributes } from 'react';

export type HeadingLevel = 2 | 3;

/** A heading of the step at the level its place gives it: h2 on a page, h3 in the consultation dialog (under its h2). */
export const Heading = forwardRef<HTMLHeadingElement, HTMLAttributes<HTMLHeadingElement> & { level: HeadingLevel }>(function Heading({ level, ...props }, ref) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return <Tag ref={ref} {...props} />;
});
