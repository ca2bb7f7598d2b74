import { useState } from 'react';
import type { SecurityInfo } from '#contract/auth/mfa-schemas.ts';
import { endpoints } from '#contract/endpoints.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { PasswordCheckForm } from './password-check-form.tsx';
import { SignInMethodItem } from './sign-in-method-item.tsx';
import type { SecurityChanged } from './security-section.tsx';

/** Recovery codes: how many are left, and new ones (the old stop working) after the password. */
export function RecoveryCodesMethod({ security, onChanged }: { security: SecurityInfo; onChanged: SecurityChanged }) {
  const [regenerating, setRegenerating] = useState(false);
  const left = security.recoveryCodesLeft;
  const regenerate = useWrite(async (password: string) => {
    const { recoveryCodes } = await callEndpoint(endpoints.regenerateRecoveryCodes, { body: { password } });
    setRegenerating(false);
    await onChanged(recoveryCodes);
  });
  const cancel = () => {
    setRegenerating(false);
    regenerate.reset();
  };
  return (
    <SignInMethodItem
      name="Recovery codes"
      on={left > 0}
      status={`${left} ${left === 1 ? 'code' : 'codes'} left: each signs you in once if you lose your second step.`}
      actions={
        !regenerating && (
          <button type="button" className="button button--small" onClick={() => setRegenerating(true)}>
            New Codes<span className="visually-hidden"> (recovery)</span>
          </button>
        )
      }
    >
      {regenerating && (
        <PasswordCheckForm label="Make New Codes" pendingLabel="Making…" check={regenerate} onCancel={cancel} />
      )}
    </SignInMethodItem>
  );
}
