import type { SecurityInfo } from '#contract/auth/mfa-schemas.ts';
import { CallError } from '../../components/call-error.tsx';
import { CodeField } from '../../components/code-field.tsx';
import { formatDate } from '../../format/format-date.ts';
import { submitHandler } from '../../hooks/use-form.ts';
import { PasswordCheckForm } from './password-check-form.tsx';
import { SignInMethodItem } from './sign-in-method-item.tsx';
import type { SecurityChanged } from './security-section.tsx';
import { PanelButtons } from './panel-buttons.tsx';
import { useFactorSetup } from './use-factor-setup.ts';

/** E-mail codes: turn them on with a code sent to the account's address, or off with the password. */
export function EmailCodesMethod({ security, onChanged }: { security: SecurityInfo; onChanged: SecurityChanged }) {
  const factor = security.factors.find((candidate) => candidate.type === 'EMAIL');
  const { panel, openRemoval, form, start, verify, close, remove } = useFactorSetup('EMAIL', onChanged);
  // MFA_MODE=off offers nothing new, yet one set up before still counts and can be removed.
  if (!factor && security.mfaMode === 'off') return null;

  return (
    <SignInMethodItem
      name="E-mail codes"
      on={factor !== undefined}
      status={factor ? `On since ${formatDate(factor.addedAt)}: sign-in asks for a code sent to your e-mail.` : 'Off'}
      actions={
        panel ? undefined : factor ? (
          <button type="button" className="button button--small" onClick={openRemoval}>
            Remove<span className="visually-hidden"> e-mail codes</span>
          </button>
        ) : (
          <button
            type="button"
            className="button button--small"
            disabled={start.isPending}
            onClick={() => start.mutate()}
          >
            {start.isPending ? 'Sending…' : 'Add'}
            <span className="visually-hidden"> e-mail codes</span>
          </button>
        )
      }
    >
      {start.error && <CallError inline error={start.error} onDismiss={start.reset} />}
      {panel?.step === 'setup' && (
        <form className="auth-form sign-in-method__panel" noValidate onSubmit={submitHandler(form, verify)}>
          <p className="account__text">
            We emailed a code to <strong>{panel.setup.codeDeliveryDetails.destination}</strong>. Enter it to turn on
            e-mail codes.
          </p>
          <CodeField label="Code from the e-mail" {...form.field('code')} />
          <PanelButtons submit={verify} valid={form.valid} label="Turn On" pendingLabel="Checking…" onCancel={close} />
        </form>
      )}
      {panel?.step === 'remove' && (
        <PasswordCheckForm label="Turn Off E-mail Codes" pendingLabel="Turning off…" check={remove} onCancel={close} />
      )}
    </SignInMethodItem>
  );
}
