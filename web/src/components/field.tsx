import { useId } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import type { BoundField } from '../hooks/use-form.ts';
import './field.css';

/** What the control inside a Field takes: its id, value and handlers, and its ties to the field's help, counter and messages. */
export interface FieldControl {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** What a Field shows around its control: the label, a line of help, the form's field with its messages, and a counter if it has one. */
export interface FieldProps {
  label: string;
  hint?: string;
  field: BoundField;
  /** A live line beside the messages (the characters left), with its style. */
  counter?: { text: string; className: string };
  children: (control: FieldControl) => ReactNode;
}

/** A form field's frame: the label, its help, the control, and its messages (beside the counter when there is one), tied together for screen readers. */
export function Field({ label, hint, field, counter, children }: FieldProps) {
  const id = useId();
  const { errors } = field;
  const hintId = hint ? `${id}-hint` : undefined;
  const counterId = counter ? `${id}-counter` : undefined;
  const errorId = errors.length > 0 ? `${id}-errors` : undefined;
  const describedBy = [hintId, counterId, errorId].filter(Boolean).join(' ') || undefined;
  const messages = errorId && <FieldMessages id={errorId} errors={errors} />;
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
      {children({
        id,
        value: field.value,
        onChange: (event) => field.onChange(event.target.value),
        onBlur: field.onBlur,
        'aria-invalid': errors.length > 0 || undefined,
        'aria-describedby': describedBy,
      })}
      {counter ? (
        <div className="field__footer">
          {messages || <span />}
          <p className={counter.className} id={counterId}>
            {counter.text}
          </p>
        </div>
      ) : (
        messages
      )}
    </div>
  );
}

/** A field's messages as a list with the id its control's aria-describedby names. */
export function FieldMessages({ id, errors }: { id: string; errors: string[] }) {
  return (
    <ul className="field__errors" id={id}>
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
