import { accountLimits } from '#contract/auth/account-limits.ts';
import type { SecurityInfo } from '#contract/auth/mfa-schemas.ts';
import { CallError } from '../../components/call-error.tsx';
import { CodeField } from '../../components/code-field.tsx';
import { TotpSetupPanel } from '../../components/totp-setup-panel.tsx';
import { formatDate } from '../../format/format-date.ts';
import { submitHandler } from '../../hooks/use-form.ts';
import { PasswordCheckForm } from './password-check-form.tsx';
import { SignInMethodItem } from './sign-in-method-item.tsx';
import type { SecurityChanged } from './security-section.tsx';
import { PanelButtons } from './panel-buttons.tsx';
import { useFactorSetup } from './use-factor-setup.ts';

/** Authenticator app (TOTP): add it (QR code, secret, first code) or remove it with the password. */
export function AuthenticatorMethod({ security, onChanged }: { security: SecurityInfo; onChanged: SecurityChanged }) {
  const factor = security.factors.find((candidate) => candidate.type === 'TOTP');
  const { panel, openRemoval, form, start, verify, close, remove } = useFactorSetup('TOTP', onChanged);
  // MFA_MODE=off offers nothing new, yet one set up before still counts and can be removed.
  if (!factor && security.mfaMode === 'off') return null;

  return (
    <SignInMethodItem
      name="Authenticator app"
      on={factor !== undefined}
      status={factor ? `On since ${formatDate(factor.addedAt)}: sign-in asks for a code from the app.` : 'Off'}
      actions={
        panel ? undefined : factor ? (
          <button type="button" className="button button--small" onClick={openRemoval}>
            Remove<span className="visually-hidden"> authenticator app</span>
          </button>
        ) : (
          <button
            type="button"
            className="button button--small"
            disabled={start.isPending}
            onClick={() => start.mutate()}
          >
            {start.isPending ? 'Starting…' : 'Add'}
            <span className="visually-hidden"> authenticator app</span>
          </button>
        )
      }
    >
      {start.error && <CallError inline error={start.error} onDismiss={start.reset} />}
      {panel?.step === 'setup' && (
        <div className="sign-in-method__panel">
          <TotpSetupPanel secret={panel.setup.sharedSecret} uri={panel.setup.setupUri} />
          <form className="auth-form" noValidate onSubmit={submitHandler(form, verify)}>
            <CodeField
              label="Code from the app"
              hint={`The ${accountLimits.codeDigits}-digit code the app now shows for Nemesis Day.`}
              {...form.field('code')}
            />
            <PanelButtons
              submit={verify}
              valid={form.valid}
              label="Turn On"
              pendingLabel="Checking…"
              onCancel={close}
            />
          </form>
        </div>
      )}
      {panel?.step === 'remove' && (
        <PasswordCheckForm label="Remove Authenticator App" pendingLabel="Removing…" check={remove} onCancel={close} />
      )}
    </SignInMethodItem>
  );
}
