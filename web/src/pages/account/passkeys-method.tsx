import { useState } from 'react';
import { accountLimits } from '#contract/auth/account-limits.ts';
import type { SecurityInfo } from '#contract/auth/mfa-schemas.ts';
import { passkeyNameField } from '#contract/auth/passkey-schemas.ts';
import type { PasskeySummary } from '#contract/auth/passkey-schemas.ts';
import { endpoints } from '#contract/endpoints.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { createPasskey } from '../../auth/passkey-ceremony.ts';
import { formWrite } from '../../components/form-submit.tsx';
import { TextField } from '../../components/text-field.tsx';
import { formatDate } from '../../format/format-date.ts';
import { schemaErrors, submitHandler, useForm } from '../../hooks/use-form.ts';
import { PanelButtons } from './panel-buttons.tsx';
import { PasswordCheckForm } from './password-check-form.tsx';
import { SignInMethodItem } from './sign-in-method-item.tsx';
import type { SecurityChanged } from './security-section.tsx';
import './passkeys-method.css';

/** Passkeys: the user's passkeys (name, added, last used), each removable with the password, and adding one by name (not with MFA_MODE=off). */
export function PasskeysMethod({ security, onChanged }: { security: SecurityInfo; onChanged: SecurityChanged }) {
  const [panel, setPanel] = useState<{ step: 'add' } | { step: 'remove'; passkey: PasskeySummary }>();
  const form = useForm({
    initial: { name: '' },
    validate: (values) => ({ name: schemaErrors(passkeyNameField, values.name) }),
  });
  const close = () => {
    setPanel(undefined);
    form.reset();
    create.reset();
    removal.reset();
  };
  const create = useWrite(async () => {
    const { options, ticket } = await callEndpoint(endpoints.passkeyRegistrationOptions);
    const credential = await createPasskey(options);
    await callEndpoint(endpoints.addPasskey, { body: { ticket, name: form.values.name.trim(), credential } });
    close();
    await onChanged();
  });
  // Removes the passkey whose panel is open, once the password is given.
  const removal = useWrite(async (password: string) => {
    if (panel?.step !== 'remove') return;
    await callEndpoint(endpoints.removePasskey, { params: { id: panel.passkey.id }, body: { password } });
    close();
    await onChanged();
  });
  const add = formWrite(create, () => create.mutate());
  const count = security.passkeys.length;
  const offered = security.mfaMode !== 'off';
  if (!offered && count === 0) return null;

  return (
    <SignInMethodItem
      name="Passkeys"
      on={count > 0}
      status={
        count > 0
          ? `${count} ${count === 1 ? 'passkey signs' : 'passkeys sign'} you in with your device’s lock, no password needed.`
          : 'Off'
      }
      actions={
        !panel &&
        offered && (
          <button type="button" className="button button--small" onClick={() => setPanel({ step: 'add' })}>
            Add<span className="visually-hidden"> passkey</span>
          </button>
        )
      }
    >
      {count > 0 && (
        <ul className="passkey-list" aria-label="Your passkeys">
          {security.passkeys.map((passkey) => (
            <li key={passkey.id} className="passkey-list__item">
              <div>
                <p className="passkey-list__name">{passkey.name}</p>
                <p className="passkey-list__meta">
                  Added {formatDate(passkey.createdAt)} ·{' '}
                  {passkey.lastUsedAt ? `last used ${formatDate(passkey.lastUsedAt)}` : 'never used'}
                </p>
              </div>
              {!panel && (
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => setPanel({ step: 'remove', passkey })}
                >
                  Remove<span className="visually-hidden"> passkey {passkey.name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {panel?.step === 'add' && (
        <form className="auth-form sign-in-method__panel" noValidate onSubmit={submitHandler(form, add)}>
          <TextField
            label="Passkey name"
            hint="Something to recognise it by, such as “work laptop”."
            maxLength={accountLimits.passkeyNameMax}
            {...form.field('name')}
          />
          <PanelButtons
            submit={add}
            valid={form.valid}
            label="Create Passkey"
            pendingLabel="Waiting for your device…"
            onCancel={close}
          />
        </form>
      )}
      {panel?.step === 'remove' && (
        <PasswordCheckForm
          label={`Remove “${panel.passkey.name}”`}
          pendingLabel="Removing…"
          check={removal}
          onCancel={close}
        />
      )}
    </SignInMethodItem>
  );
}
