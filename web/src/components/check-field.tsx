import { useId } from 'react';
import type { ReactNode } from 'react';
import type { BoundField } from '../hooks/use-form.ts';
import { FieldMessages } from './field.tsx';
import './check-field.css';

/** What a CheckField shows: its label (which may hold links) and the form's field, whose value is 'true' when ticked and '' when not. */
export interface CheckFieldProps extends BoundField {
  children: ReactNode;
  /** False for a choice that may stay unticked. */
  required?: boolean;
}

/** A labelled checkbox with its messages tied to it for screen readers; they show as soon as it is unticked (or left unticked). */
export function CheckField({ children, value, errors, onChange, onBlur, required = true }: CheckFieldProps) {
  const id = useId();
  const errorId = errors.length > 0 ? `${id}-errors` : undefined;
  return (
    <div className="field">
      <div className="check-field">
        <input
          id={id}
          type="checkbox"
          className="check-field__box"
          checked={value === 'true'}
          onChange={(event) => {
            onChange(event.target.checked ? 'true' : '');
            onBlur();
          }}
          onBlur={onBlur}
          required={required}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errorId}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      {errorId && <FieldMessages id={errorId} errors={errors} />}
    </div>
  );
}
