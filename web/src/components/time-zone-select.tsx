import { useMemo } from 'react';
import './field.css';

/** Every zone the browser knows, with `current` among them (a browser may name its own zone by an alias the list leaves out). */
function zonesWith(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones].sort();
}

/** A choice of IANA time zone among those the browser knows (shown with spaces for underscores). */
export function TimeZoneSelect({
  id,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (zone: string) => void;
  describedBy?: string | undefined;
}) {
  const zones = useMemo(() => zonesWith(value), [value]);
  return (
    <select
      id={id}
      className="field__input"
      value={value}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    >
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll('_', ' ')}
        </option>
      ))}
    </select>
  );
}
