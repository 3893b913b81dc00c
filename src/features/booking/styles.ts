import styled from 'styled-components';
import { theme } from '../../ui/theme';

/** The step's panels stack with the same rhythm in a page and in the consultation dialog. */
export const StepPanel = styled.div`
  display: grid;
  /* The panel's width is its container's: grids of choices inside it never widen it (see ChoiceGrid). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
  h2, h3 { margin-bottom: ${theme.space.xs}; font-size: ${theme.fontSizes.xl}; }
  p { margin-bottom: ${theme.space.xs}; }
`;

export const PanelSection = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.sm};
`;

/** The manage page's cancel form, set apart from the meeting and moving it. */
export const CancelSection = styled(PanelSection)`
  padding-top: ${theme.space.lg};
  border-top: 1px solid ${theme.colors.border};
`;

/**
 * A list of choices laid out in as many columns of at least their minimum as fit. Sized from its
 * content, a grid's flexible columns take their widest item's one-line width (two days side by side:
 * 308 px at a 320 px width): its container gives it its width instead.
 */
const ChoiceGrid = styled.ul`
  min-width: 0;
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.xs};
`;

/** The week shown, between the buttons that turn to the previous and the next week. */
export const WeekNav = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${theme.space.xs};
  p { margin: 0; text-align: center; font-weight: 600; color: ${theme.colors.ink}; }
`;

export const DayGrid = styled(ChoiceGrid)`
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
`;

export const TimeGrid = styled(ChoiceGrid)`
  grid-template-columns: repeat(auto-fill, minmax(5.5rem, 1fr));
`;

/** A day or a time to choose: a toggle button (aria-pressed) whose pressed state is filled. */
const ChoiceButton = styled.button`
  width: 100%;
  min-height: ${theme.layout.target};
  border: 1px solid ${theme.colors.muted};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  cursor: pointer;
  transition: background-color ${theme.motion.fast}, border-color ${theme.motion.fast};
  &:hover { border-color: ${theme.colors.primary}; background: ${theme.colors.accentSoft}; }
  &[aria-pressed='true'] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`;

export const DayButton = styled(ChoiceButton)`
  display: grid;
  justify-items: start;
  padding: ${theme.space.xs} ${theme.space.sm};
  text-align: left;
  line-height: ${theme.lineHeights.tight};
  gap: ${theme.space.xxs};
  [data-part='weekday'] { font-weight: 600; }
  [data-part='count'] { font-size: ${theme.fontSizes.sm}; color: ${theme.colors.muted}; }
  &[aria-pressed='true'] [data-part='count'] { color: ${theme.colors.onPrimary}; }
`;

/** Aria-disabled at either end (a disabled button would drop the focus of the visitor who pressed it). */
export const WeekButton = styled(ChoiceButton)`
  width: auto;
  padding: ${theme.space.xs} ${theme.space.sm};
  color: ${theme.colors.primary};
  font-weight: 600;
  &[aria-disabled='true'] { color: ${theme.colors.muted}; border-color: ${theme.colors.border}; background: ${theme.colors.surface}; cursor: not-allowed; }
`;

export const TimeButton = styled(ChoiceButton)`
  padding: ${theme.space.xs};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/** A line under a heading that says more (the zone the times are in). */
export const Caption = styled.p`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

/** The meeting a visitor chose or booked, set apart from the text around it. */
export const MeetingSummary = styled.p`
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid ${theme.colors.primary};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceAlt};
  color: ${theme.colors.ink};
  font-weight: 600;
`;

/** A problem to act on: a bordered box in the danger colour, with its action. */
export const Problem = styled.div`
  padding: ${theme.space.sm} ${theme.space.md};
  border: 2px solid ${theme.colors.danger};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.ink};
  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  p:last-child { margin-bottom: 0; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

/** What the island shows before its script runs: nothing when scripting is off (the page's <noscript> says what to do). */
export const Pending = styled.p`
  color: ${theme.colors.muted};
  @media (scripting: none) { display: none; }
`;
