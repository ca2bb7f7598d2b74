import type { SecurityInfo, SignInMethod } from '#contract/auth/mfa-schemas.ts';
import { formatDateTime } from '../../format/format-date.ts';
import './sign-in-history.css';

const methodLabels: Record<SignInMethod, string> = {
  password: 'Password',
  'password+totp': 'Password and authenticator app',
  'password+email': 'Password and e-mail code',
  'password+recovery-code': 'Password and recovery code',
  passkey: 'Passkey',
  provider: 'Sign-in provider',
  'provider+mfa': 'Sign-in provider with its own second factor',
  'provider+totp': 'Sign-in provider and authenticator app',
  'provider+email': 'Sign-in provider and e-mail code',
  'provider+recovery-code': 'Sign-in provider and recovery code',
};

/** The last sign-ins (time, method, rough client), so the user notices one that was not theirs. */
export function SignInHistory({ signIns }: { signIns: SecurityInfo['signIns'] }) {
  return (
    <div className="sign-in-history">
      <h3 className="sign-in-history__title">Recent sign-ins</h3>
      {signIns.length === 0 ? (
        <p className="account__empty">No sign-ins recorded yet.</p>
      ) : (
        <ul className="sign-in-history__list">
          {signIns.map((signIn) => (
            <li key={signIn.at + signIn.method} className="sign-in-history__item">
              <span className="sign-in-history__when">{formatDateTime(signIn.at)}</span>
              <span>{methodLabels[signIn.method]}</span>
              <span className="sign-in-history__client">{signIn.client}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="account__text sign-in-history__hint">
        Not you? Change your password now, and check the sign-in methods above.
      </p>
    </div>
  );
}
