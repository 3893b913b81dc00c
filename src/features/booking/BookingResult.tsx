import { forwardRef } from 'react';
import { Heading, type HeadingLevel } from './Heading';
import { MeetingSummary } from './styles';

interface BookingResultProps {
  heading: string;
  /** The meeting's time as the visitor reads it (meetingLabel). */
  meeting: string;
  /** What happens next: where the invitation went. */
  children: string;
  headingLevel: HeadingLevel;
}

/** A booking made or moved: the meeting's time and where the invitation went. Focus moves to its heading. */
export const BookingResult = forwardRef<HTMLHeadingElement, BookingResultProps>(function BookingResult({ heading, meeting, children, headingLevel }, ref) {
  return (
    <div>
      <Heading level={headingLevel} ref={ref} tabIndex={-1}>
        {heading}
      </Heading>
      <MeetingSummary>{meeting}</MeetingSummary>
      <p>{children}</p>
    </div>
  );
});
