import type { BoundField } from '../hooks/use-form.ts';
import { Field } from './field.tsx';
import './field.css';
import './text-area-field.css';

/** What a TextAreaField shows: its label, help, and a remaining-characters counter against `max`. */
export interface TextAreaFieldProps extends BoundField {
  label: string;
  hint?: string;
  /** The most characters allowed; the counter counts down to it. */
  max: number;
  /** Below this many characters left the counter turns to its warning style. */
  warnBelow: number;
  rows?: number;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * A labelled multi-line input with its help, a live remaining-characters counter (warning style
 * when few are left, over the limit in error style) and its messages, all tied to it for screen readers.
 */
export function TextAreaField({
  label,
  hint,
  max,
  warnBelow,
  rows = 7,
  placeholder,
  disabled,
  ...field
}: TextAreaFieldProps) {
  const remaining = max - field.value.length;
  const counter = {
    className:
      remaining < 0
        ? 'field__counter field__counter--over'
        : remaining < warnBelow
          ? 'field__counter field__counter--warning'
          : 'field__counter',
    text:
      remaining < 0
        ? `${-remaining} characters over the limit`
        : `${remaining} ${remaining === 1 ? 'character' : 'characters'} left`,
  };
  return (
    <Field label={label} hint={hint} field={field} counter={counter}>
      {(control) => (
        <textarea
          {...control}
          className="field__input field__textarea"
          rows={rows}
          placeholder={placeholder}
          disabled={disabled}
          aria-required="true"
        />
      )}
    </Field>
  );
}
