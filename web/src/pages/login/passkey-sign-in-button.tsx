import { endpoints } from '#contract/endpoints.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { getPasskey } from '../../auth/passkey-ceremony.ts';
import { CallError } from '../../components/call-error.tsx';
import { screenForSignIn } from './auth-screen.ts';
import type { AuthScreen } from './auth-screen.ts';
import './passkey-sign-in-button.css';

/** Sign in with a passkey: the browser offers this site's passkeys; one signs the user in without password or second step. */
export function PasskeySignInButton({ onNext }: { onNext: (next: AuthScreen | 'done') => void }) {
  const signIn = useWrite(async () => {
    const { options, ticket } = await callEndpoint(endpoints.passkeySignInOptions);
    const credential = await getPasskey(options);
    const response = await callEndpoint(endpoints.passkeySignIn, { body: { ticket, credential } });
    onNext(screenForSignIn(response, ''));
  });
  return (
    <div className="passkey-sign-in">
      <p className="passkey-sign-in__or" aria-hidden="true">
        or
      </p>
      {signIn.error && <CallError inline error={signIn.error} onDismiss={signIn.reset} />}
      <button type="button" className="button button--wide" disabled={signIn.isPending} onClick={() => signIn.mutate()}>
        {signIn.isPending ? 'Waiting for your passkey…' : 'Use a Passkey'}
      </button>
    </div>
  );
}
