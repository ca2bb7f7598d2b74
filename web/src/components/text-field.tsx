import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, Ref } from 'react';
import type { BoundField } from '../hooks/use-form.ts';
import { Field } from './field.tsx';
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
  /** A number input's range and step (type 'number'). */
  range?: { min: number; max: number; step: number };
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its help and its messages, tied to it for screen readers. */
export function TextField({
  label,
  type = 'text',
  autoComplete,
  inputMode,
  hint,
  required = true,
  readOnly,
  maxLength,
  range,
  inputRef,
  ...field
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} field={field}>
      {(control) => (
        <input
          ref={inputRef}
          {...control}
          className="field__input"
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          readOnly={readOnly}
          maxLength={maxLength}
          min={range?.min}
          max={range?.max}
          step={range?.step}
          aria-required={required || undefined}
        />
      )}
    </Field>
  );
}
