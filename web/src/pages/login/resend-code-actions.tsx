import type { UseMutationResult } from '@tanstack/react-query';
import type { ApiError } from '#contract/api/api-error.ts';
import { errorText } from '../../api/error-text.ts';
import { Alert } from '../../components/alert.tsx';
import { FormSubmit } from '../../components/form-submit.tsx';
import type { FormSubmitProps, FormWrite } from '../../components/form-submit.tsx';

/** What ResendCodeActions needs: the code form's write, and the write that sends a new code (its result the masked address it went to). */
export interface ResendCodeActionsProps extends Omit<FormSubmitProps, 'submit'> {
  submit: FormWrite;
  resend: UseMutationResult<string, ApiError, void>;
}

/**
 * The end of a form that takes an e-mailed code: where a new code went, the form's failure and
 * submit, and Resend Code, whose failure shows in the form's alert until the form is sent again.
 */
export function ResendCodeActions({ resend, submit, ...props }: ResendCodeActionsProps) {
  const resendFailed = resend.error && resend.submittedAt > submit.submittedAt ? resend.error : undefined;
  const failure = resendFailed
    ? { failed: { error: resendFailed, text: errorText(resendFailed) }, reset: resend.reset }
    : submit;
  return (
    <>
      {resend.data && (
        <Alert tone="success" onDismiss={resend.reset}>
          A new code has been sent to {resend.data}.
        </Alert>
      )}
      <FormSubmit {...props} submit={{ pending: submit.pending, failed: failure.failed, reset: failure.reset }} wide />
      <button
        type="button"
        className="button button--wide"
        disabled={resend.isPending}
        onClick={() => {
          submit.reset();
          resend.mutate();
        }}
      >
        {resend.isPending ? 'Sending…' : 'Resend Code'}
      </button>
    </>
  );
}
