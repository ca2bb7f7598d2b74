import { useId } from 'react';
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, Ref } from 'react';
import type { BoundField } from './use-form.ts';
import './field.css';

/** What a TextField shows: its label, its input's kind and its value with any messages. */
export interface TextFieldProps extends BoundField {
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'numeric';
  /** A line of help under the label. */
  hint?: string;
  required?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its help and its messages, tied to it for screen readers. */
export function TextField({ label, type = 'text', autoComplete, inputMode, hint, required = true, readOnly, maxLength, inputRef, value, errors, onChange, onBlur }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-errors` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
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
      <input
        ref={inputRef}
        id={id}
        className="field__input"
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={value}
        readOnly={readOnly}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {errorId && (
        <ul className="field__errors" id={errorId}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
