import type { Mutation } from '../hooks/use-mutation.ts';
import { Alert } from './alert.tsx';

/** What a FormSubmit shows: the form's write, whether the form may be sent, and its button's labels. */
export interface FormSubmitProps {
  submit: Pick<Mutation<[]>, 'pending' | 'message' | 'reset'>;
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
