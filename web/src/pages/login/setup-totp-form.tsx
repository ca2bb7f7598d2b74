import { accountLimits } from '#contract/auth/account-limits.ts';
import { endpoints } from '#contract/endpoints.ts';
import { useWrite } from '../../api/use-write.ts';
import { mfaCodeErrors } from '../../auth/field-rules.ts';
import { CodeField } from '../../components/code-field.tsx';
import { FormSubmit, formWrite } from '../../components/form-submit.tsx';
import { TotpSetupPanel } from '../../components/totp-setup-panel.tsx';
import { submitHandler, useForm } from '../../hooks/use-form.ts';
import { screenForSignIn } from './auth-screen.ts';
import type { AuthScreen } from './auth-screen.ts';
import { FlowScreen } from './flow-screen.tsx';
import '../../components/auth-form.css';

/** Set up authenticator-app MFA (spec §2) during sign-in: QR code and secret, then the app's first code. */
export function SetupTotpForm({
  email,
  challenge,
  secret,
  uri,
  onNext,
  onBack,
}: {
  email: string;
  challenge: string;
  secret: string;
  uri: string;
  onNext: (next: AuthScreen | 'done') => void;
  onBack: () => void;
}) {
  const form = useForm({ initial: { code: '' }, validate: (values) => ({ code: mfaCodeErrors(values.code) }) });
  const confirm = useWrite(endpoints.confirmSignIn, {
    onSuccess: (response) => onNext(screenForSignIn(response, email)),
  });
  const submit = formWrite(confirm, () =>
    confirm.mutate({ body: { challenge, challengeResponse: form.values.code.trim() } }),
  );
  return (
    <FlowScreen title="Set Up an Authenticator App" onBack={onBack}>
      <TotpSetupPanel secret={secret} uri={uri} />
      <form className="auth-form" noValidate onSubmit={submitHandler(form, submit)}>
        <CodeField
          label="Code"
          hint={`The ${accountLimits.codeDigits}-digit code the app now shows for Nemesis Day.`}
          {...form.field('code')}
        />
        <FormSubmit submit={submit} valid={form.valid} label="Confirm" pendingLabel="Confirming…" wide />
      </form>
    </FlowScreen>
  );
}
