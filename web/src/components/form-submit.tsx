import type { ApiError } from '#contract/api/api-error.ts';
import { errorText } from '../api/error-text.ts';
import { Alert } from './alert.tsx';

/** A form's write as the form uses it: whether it runs, what its last failure says, how to dismiss that, and how to send. */
export interface FormWrite {
  pending: boolean;
  message: string | undefined;
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
  return { pending: mutation.isPending, message: mutation.error ? text(mutation.error) : undefined, reset: mutation.reset, run: send, submittedAt: mutation.submittedAt };
}

/** What a FormSubmit shows: the form's write, whether the form may be sent, and its button's labels. */
export interface FormSubmitProps {
  submit: Pick<FormWrite, 'pending' | 'message' | 'reset'>;
  /** Whether every field passes (the button is enabled only then). */
  valid: boolean;
  label: string;
  pendingLabel: string;
  /** The button spans the form (the sign-in flow's forms). */
  wide?: boolean;
}

/** The end of a form: its last failure (dismissable) and its submit button, which is busy while the write runs. */
export function FormSubmit({ submit, valid, label, pendingLabel, wide = false }: FormSubmitProps) {
  return (
    <>
      {submit.message && <Alert onDismiss={submit.reset}>{submit.message}</Alert>}
      <button type="submit" className={wide ? 'button button--primary button--wide' : 'button button--primary'} disabled={!valid || submit.pending}>
        {submit.pending ? pendingLabel : label}
      </button>
    </>
  );
}
