import { useState } from 'react';
import type { SecurityInfo } from '#contract/auth/mfa-schemas.ts';
import { endpoints } from '#contract/endpoints.ts';
import { api } from '../../api/api-client.ts';
import { mfaCodeErrors } from '../../auth/field-rules.ts';
import { Alert } from '../../components/alert.tsx';
import { FormSubmit } from '../../components/form-submit.tsx';
import { TextField } from '../../components/text-field.tsx';
import { formatDate } from '../../format/format-date.ts';
import { submitHandler, useForm } from '../../hooks/use-form.ts';
import { useMutation } from '../../hooks/use-mutation.ts';
import { PasswordCheckForm } from './password-check-form.tsx';
import { SignInMethodItem } from './sign-in-method-item.tsx';
import type { SecurityChanged } from './security-section.tsx';

/** E-mail codes: turn them on with a code sent to the account's address, or off with the password. */
export function EmailCodesMethod({ security, onChanged }: { security: SecurityInfo; onChanged: SecurityChanged }) {
  const factor = security.factors.find((candidate) => candidate.type === 'EMAIL');
  const [panel, setPanel] = useState<{ step: 'setup'; destination: string } | { step: 'remove' }>();
  const form = useForm({ initial: { code: '' }, validate: (values) => ({ code: mfaCodeErrors(values.code) }) });
  const start = useMutation(async () => {
    const { codeDeliveryDetails } = await api.call(endpoints.startEmailMfaSetup);
    setPanel({ step: 'setup', destination: codeDeliveryDetails.destination });
  });
  const verify = useMutation(async () => {
    const added = await api.call(endpoints.verifyEmailMfaSetup, { body: { code: form.values.code.trim() } });
    close();
    await onChanged(added.recoveryCodes);
  });
  const close = () => {
    setPanel(undefined);
    form.reset();
    verify.reset();
  };
  const remove = async (password: string) => {
    await api.call(endpoints.removeMfa, { params: { type: 'EMAIL' }, body: { password } });
    close();
    await onChanged();
  };

  return (
    <SignInMethodItem
      name="E-mail codes"
      on={factor !== undefined}
      status={factor ? `On since ${formatDate(factor.addedAt)}: sign-in asks for a code sent to your e-mail.` : 'Off'}
      actions={
        panel ? undefined : factor ? (
          <button type="button" className="button button--small" onClick={() => setPanel({ step: 'remove' })}>
            Remove<span className="visually-hidden"> e-mail codes</span>
          </button>
        ) : (
          <button type="button" className="button button--small" disabled={start.pending} onClick={() => void start.run()}>
            {start.pending ? 'Sending…' : 'Add'}
            <span className="visually-hidden"> e-mail codes</span>
          </button>
        )
      }
    >
      {start.message && <Alert onDismiss={start.reset}>{start.message}</Alert>}
      {panel?.step === 'setup' && (
        <form className="auth-form sign-in-method__panel" noValidate onSubmit={submitHandler(form, verify)}>
          <p className="account__text">
            We emailed a code to <strong>{panel.destination}</strong>. Enter it to turn on e-mail codes.
          </p>
          <TextField label="Code from the e-mail" autoComplete="one-time-code" inputMode="numeric" maxLength={6} {...form.field('code')} />
          <div className="sign-in-method__buttons">
            <FormSubmit submit={verify} valid={form.valid} label="Turn On" pendingLabel="Checking…" />
            <button type="button" className="button" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {panel?.step === 'remove' && <PasswordCheckForm label="Turn Off E-mail Codes" pendingLabel="Turning off…" onSubmit={remove} onCancel={close} />}
    </SignInMethodItem>
  );
}
