import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { theme } from '../../ui/theme';
import { timeZoneChoices, zoneOptionLabel } from './timeZones';
import { useBookingWords } from './words';

/** The form fields' look (src/ui/form/Field.tsx), which loads with the form; this shows before it. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xxs} ${theme.space.sm};
  label { font-weight: 600; color: ${theme.colors.ink}; }
  select {
    flex: 1 1 14rem;
    /* Not as wide as its longest zone's name: as wide as the row leaves it. */
    min-width: 0;
    max-width: 20rem;
    min-height: ${theme.layout.target};
    padding: ${theme.space.xs} ${theme.space.sm};
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surface};
  }
`;

/**
 * The time zone the times are shown in (the browser's to begin with), changeable with the browser's
 * own list of zones: a native select, where typing a zone's first letters finds it. The times' caption
 * and every time's name say the zone in words.
 */
export function ZoneSelect({ timeZone, onChange }: { timeZone: string; onChange: (timeZone: string) => void }) {
  const id = useId();
  const { chooser: words } = useBookingWords();
  const choices = useMemo(() => timeZoneChoices(timeZone), [timeZone]);
  return (
    <Row>
      <label htmlFor={id}>{words.timeZone}</label>
      <select id={id} value={timeZone} onChange={(event) => onChange(event.target.value)}>
        {choices.map((zone) => (
          <option key={zone} value={zone}>
            {zoneOptionLabel(zone)}
          </option>
        ))}
      </select>
    </Row>
  );
}
