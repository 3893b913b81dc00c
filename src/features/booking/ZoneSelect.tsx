import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { Label, Select } from '../../ui/form/Field';
import { theme } from '../../ui/theme';
import { timeZoneChoices, zoneOptionLabel } from './timeZones';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xxs} ${theme.space.sm};
  label { margin-bottom: 0; }
  select { flex: 1 1 14rem; max-width: 20rem; }
`;

/**
 * The time zone the times are shown in (the browser's to begin with), changeable with the browser's
 * own list of zones: a native select, where typing a zone's first letters finds it. The times' caption
 * and every time's name say the zone in words.
 */
export function ZoneSelect({ timeZone, onChange }: { timeZone: string; onChange: (timeZone: string) => void }) {
  const id = useId();
  const choices = useMemo(() => timeZoneChoices(timeZone), [timeZone]);
  return (
    <Row>
      <Label htmlFor={id}>Time zone</Label>
      <Select id={id} value={timeZone} onChange={(event) => onChange(event.target.value)}>
        {choices.map((zone) => (
          <option key={zone} value={zone}>
            {zoneOptionLabel(zone)}
          </option>
        ))}
      </Select>
    </Row>
  );
}
