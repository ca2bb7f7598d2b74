import { endpoints } from '#contract/endpoints.ts';
import { api } from '../../api/api-client.ts';
import { getPasskey } from '../../auth/passkey-ceremony.ts';
import { Alert } from '../../components/alert.tsx';
import { useMutation } from '../../hooks/use-mutation.ts';
import { screenForSignIn } from './auth-screen.ts';
import type { AuthScreen } from './auth-screen.ts';
import './passkey-sign-in-button.css';

/** Sign in with a passkey: the browser offers this site's passkeys; one signs the user in without password or second step. */
export function PasskeySignInButton({ onNext }: { onNext: (next: AuthScreen | 'done') => void }) {
  const signIn = useMutation(async () => {
    const { options, ticket } = await api.call(endpoints.passkeySignInOptions);
    const credential = await getPasskey(options);
    const response = await api.call(endpoints.passkeySignIn, { body: { ticket, credential } });
    onNext(screenForSignIn(response, ''));
  });
  return (
    <div className="passkey-sign-in">
      <p className="passkey-sign-in__or" aria-hidden="true">
        or
      </p>
      {signIn.message && <Alert onDismiss={signIn.reset}>{signIn.message}</Alert>}
      <button type="button" className="button button--wide" disabled={signIn.pending} onClick={() => void signIn.run()}>
        {signIn.pending ? 'Waiting for your passkey…' : 'Use a Passkey'}
      </button>
    </div>
  );
}
