import { useId } from 'react';
import type { BoundField } from './use-form.ts';
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
export function TextAreaField({ label, hint, max, warnBelow, rows = 7, placeholder, disabled, value, errors, onChange, onBlur }: TextAreaFieldProps) {
  const id = useId();
  const remaining = max - value.length;
  const hintId = hint ? `${id}-hint` : undefined;
  const counterId = `${id}-counter`;
  const errorId = errors.length > 0 ? `${id}-errors` : undefined;
  const describedBy = [hintId, counterId, errorId].filter(Boolean).join(' ');
  const counterClass = remaining < 0 ? 'field__counter field__counter--over' : remaining < warnBelow ? 'field__counter field__counter--warning' : 'field__counter';
  const counterText = remaining < 0 ? `${-remaining} characters over the limit` : `${remaining} ${remaining === 1 ? 'character' : 'characters'} left`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <textarea
        id={id}
        className="field__input field__textarea"
        rows={rows}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        aria-required="true"
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <div className="field__footer">
        {errorId ? (
          <ul className="field__errors" id={errorId}>
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : (
          <span />
        )}
        <p className={counterClass} id={counterId}>
          {counterText}
        </p>
      </div>
    </div>
  );
}
