import { useId } from 'react';
import type { BoundField } from '../hooks/use-form.ts';

/**
 * The honeypot: a field kept from people (off screen, out of the tab order, hidden from screen
 * readers, never autofilled) that only bots fill in. The server drops a submission that fills it.
 */
export function HoneypotField({ value, onChange }: BoundField) {
  const id = useId();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
