import { useState } from 'react';
import { recoveryCodeLength, recoveryCodePattern } from '#contract/auth/mfa-schemas.ts';
import type { MfaType } from '#contract/auth/mfa-types.ts';
import { formMessages } from '#contract/auth/auth-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { mfaCodeErrors } from '../../auth/field-rules.ts';
import { CodeField } from '../../components/code-field.tsx';
import { FormSubmit, formWrite } from '../../components/form-submit.tsx';
import { TextField } from '../../components/text-field.tsx';
import { submitHandler, useForm } from '../../hooks/use-form.ts';
import { screenForSignIn } from './auth-screen.ts';
import type { AuthScreen } from './auth-screen.ts';
import { FlowScreen } from './flow-screen.tsx';
import { ResendCodeActions } from './resend-code-actions.tsx';
import '../../components/auth-form.css';
import './flow-screen.css';

const recoveryCodeErrors = (value: string) =>
  value.trim() === ''
    ? [formMessages.required]
    : recoveryCodePattern.test(value.trim().toLowerCase())
      ? []
      : ['Please enter a recovery code such as abcde-23456'];

const titles: Record<MfaType | 'recovery', string> = {
  TOTP: 'Enter the Code from Your Authenticator App',
  EMAIL: 'Enter the Code We E-mailed You',
  recovery: 'Use a Recovery Code',
};

/**
 * Confirm sign-in (spec §2): the code from the authenticator app or the e-mail (with Resend Code), or
 * a recovery code instead when the account has one left.
 */
export function ConfirmMfaForm({
  email,
  challenge,
  type,
  destination,
  recoveryCodesAccepted,
  onNext,
  onBack,
}: {
  email: string;
  challenge: string;
  type: MfaType;
  destination: string;
  recoveryCodesAccepted: boolean;
  onNext: (next: AuthScreen | 'done') => void;
  onBack: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const form = useForm({
    initial: { code: '' },
    validate: (values) => ({ code: recovery ? recoveryCodeErrors(values.code) : mfaCodeErrors(values.code) }),
  });
  const confirm = useWrite(endpoints.confirmSignIn, {
    onSuccess: (response) => onNext(screenForSignIn(response, email)),
  });
  const submit = formWrite(confirm, () =>
    confirm.mutate({ body: { challenge, challengeResponse: form.values.code.trim() } }),
  );
  const resend = useWrite(
    async () =>
      (await callEndpoint(endpoints.resendSignInCode, { body: { challenge } })).codeDeliveryDetails.destination,
  );
  const switchTo = (useRecovery: boolean) => {
    setRecovery(useRecovery);
    form.reset();
    submit.reset();
    resend.reset();
  };
  const submitProps = { submit, valid: form.valid, label: 'Confirm', pendingLabel: 'Confirming…' };

  return (
    <FlowScreen title={titles[recovery ? 'recovery' : type]} onBack={onBack}>
      <p className="flow-screen__text">
        {recovery ? (
          'Enter one of the recovery codes you saved when you set up multi-factor sign-in. Each code works once.'
        ) : type === 'TOTP' ? (
          'Open your authenticator app and enter the 6-digit code it shows for Nemesis Day.'
        ) : (
          <>
            We emailed a sign-in code to <strong>{destination}</strong>. It may take a minute to arrive.
          </>
        )}
      </p>
      <form className="auth-form" noValidate onSubmit={submitHandler(form, submit)}>
        {recovery ? (
          <TextField
            key="recovery"
            label="Recovery Code"
            autoComplete="off"
            maxLength={recoveryCodeLength}
            {...form.field('code')}
          />
        ) : (
          <CodeField key="code" label="Code" {...form.field('code')} />
        )}
        {type === 'EMAIL' && !recovery ? (
          <ResendCodeActions {...submitProps} resend={resend} />
        ) : (
          <FormSubmit {...submitProps} wide />
        )}
        {recoveryCodesAccepted && (
          <button type="button" className="link-button" onClick={() => switchTo(!recovery)}>
            {recovery ? 'Use a code instead' : 'Use a recovery code'}
          </button>
        )}
      </form>
    </FlowScreen>
  );
}
