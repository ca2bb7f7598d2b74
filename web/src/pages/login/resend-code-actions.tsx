import { useState } from 'react';
import { Alert } from '../../components/alert.tsx';
import { FormSubmit } from '../../components/form-submit.tsx';
import type { FormSubmitProps } from '../../components/form-submit.tsx';
import type { Mutation } from '../../hooks/use-mutation.ts';
import { useMutation } from '../../hooks/use-mutation.ts';

/** What ResendCodeActions needs: the code form's submit, and how to send a new code (resolving with the masked address it went to). */
export interface ResendCodeActionsProps extends FormSubmitProps {
  submit: Mutation<[]>;
  send: () => Promise<string>;
}

/**
 * The end of a form that takes an e-mailed code: where a new code went, the form's failure and
 * submit, and Resend Code, whose failure shows in the form's alert.
 */
export function ResendCodeActions({ send, ...props }: ResendCodeActionsProps) {
  const { submit } = props;
  const [sentTo, setSentTo] = useState<string>();
  const resend = useMutation(
    async () => {
      setSentTo(undefined);
      submit.reset();
      setSentTo(await send());
    },
    { onError: submit.fail },
  );
  return (
    <>
      {sentTo && (
        <Alert tone="success" onDismiss={() => setSentTo(undefined)}>
          A new code has been sent to {sentTo}.
        </Alert>
      )}
      <FormSubmit {...props} wide />
      <button type="button" className="button button--wide" onClick={() => void resend.run()} disabled={resend.pending}>
        {resend.pending ? 'Sending…' : 'Resend Code'}
      </button>
    </>
  );
}
