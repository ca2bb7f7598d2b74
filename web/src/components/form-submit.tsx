import { useId } from 'react';
import type { ApiError } from '#contract/api/api-error.ts';
import { errorText } from '../api/error-text.ts';
import type { NeededField } from '../hooks/use-form.ts';
import { CallError } from './call-error.tsx';
import { missingText } from './missing-text.ts';
import './form-submit.css';

/** A form's write as the form uses it: whether it runs, what its last failure says, how to dismiss that, and how to send. */
export interface FormWrite {
  pending: boolean;
  /** Its last failure, and what the form says of it. */
  failed: { error: ApiError; text: string } | undefined;
  reset: () => void;
  run: () => unknown;
  /** When it last started (0: not since the form opened or was reset), to tell which of two writes failed last. */
  submittedAt: number;
}

/** A mutation as its form uses it: `send` starts it with what was typed; a failure reads as `text` says (errorText: the server's words). */
export function formWrite(
  mutation: { isPending: boolean; error: ApiError | null; reset: () => void; submittedAt: number },
  send: () => void,
  text: (error: ApiError) => string = errorText,
): FormWrite {
  const { error } = mutation;
  return {
    pending: mutation.isPending,
    failed: error ? { error, text: text(error) } : undefined,
    reset: mutation.reset,
    run: send,
    submittedAt: mutation.submittedAt,
  };
}

/** What a FormSubmit shows: the form's write, whether the form may be sent, and its button's labels. */
export interface FormSubmitProps {
  submit: Pick<FormWrite, 'pending' | 'failed' | 'reset'>;
  /** Whether every field passes (the button is enabled only then). */
  valid: boolean;
  /** What is still needed while it is not valid (the form's `missing`), said beside the button. */
  missing?: readonly NeededField[];
  label: string;
  pendingLabel: string;
  /** The button spans the form (the sign-in flow's forms). */
  wide?: boolean;
}

/**
 * The end of a form: its last failure (dismissable) and its submit button, which is busy while the
 * write runs, and off while a field fails (spec §5), with what is still needed beside it.
 */
export function FormSubmit({ submit, valid, missing, label, pendingLabel, wide = false }: FormSubmitProps) {
  const noteId = useId();
  const off = !valid && !submit.pending;
  return (
    <>
      {submit.failed && (
        <CallError inline error={submit.failed.error} message={submit.failed.text} onDismiss={submit.reset} />
      )}
      <button
        type="submit"
        className={wide ? 'button button--primary button--wide' : 'button button--primary'}
        disabled={!valid || submit.pending}
        aria-describedby={off ? noteId : undefined}
      >
        {submit.pending ? pendingLabel : label}
      </button>
      {off && <MissingNote id={noteId} missing={missing} />}
    </>
  );
}

/** Beside a Submit that is off: what is still needed (each field by its label), so a tap on it is not met by silence. */
export function MissingNote({ id, missing = [] }: { id?: string; missing?: readonly NeededField[] | undefined }) {
  return (
    <p id={id} className="form-submit__missing">
      {missingText(missing)}
    </p>
  );
}
