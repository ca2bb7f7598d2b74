import { useState } from 'react';
import { errorText } from '../../api/error-text.ts';
import type { Submit } from '../../components/use-submit.ts';

/** A Resend Code button's state: where the new code went, whether a send is under way. */
export interface ResendCode {
  sentTo: string | undefined;
  resending: boolean;
  resend: () => Promise<void>;
  dismiss: () => void;
}

/**
 * Sends a code again with `send` (which resolves with the masked address it went to); a failure
 * shows in the form's alert through `submit`.
 */
export function useResendCode(send: () => Promise<string>, submit: Submit): ResendCode {
  const [sentTo, setSentTo] = useState<string>();
  const [resending, setResending] = useState(false);
  const resend = async () => {
    setResending(true);
    setSentTo(undefined);
    submit.setError(undefined);
    try {
      setSentTo(await send());
    } catch (error) {
      submit.setError(errorText(error));
    } finally {
      setResending(false);
    }
  };
  return { sentTo, resending, resend, dismiss: () => setSentTo(undefined) };
}
