import { useState } from 'react';
import { endpoints } from '#contract/endpoints.ts';
import { useEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { CallError } from '../../components/call-error.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { SignedInDeviceItem } from './signed-in-device-item.tsx';
import './access-tokens-section.css';
import './signed-in-devices.css';
import type { ApiError } from '#contract/api/api-error.ts';

/**
 * Where you are signed in: this browser first, then the others and the access tokens (the CLI's and
 * scripts'), each with Sign Out, and Sign Out All Others (after a confirmation), which keeps this browser.
 */
export function SignedInDevices() {
  const query = useEndpoint(endpoints.listSessions);
  const list = query.data?.sessions;
  const [failure, setFailure] = useState<ApiError>();
  const [asking, setAsking] = useState(false);
  const [ended, setEnded] = useState<number>();
  const signOutOthers = useWrite(endpoints.endOtherSessions, {
    invalidates: [endpoints.listSessions, endpoints.listTokens],
    onSuccess: (answer) => {
      setAsking(false);
      setEnded(answer.ended);
    },
  });
  const others = list?.filter((device) => !device.current).length ?? 0;

  return (
    <div className="signed-in-devices">
      <h3 className="signed-in-devices__title">Where you’re signed in</h3>
      {query.isPending ? (
        <LoadingState label="Loading where you are signed in…" />
      ) : query.error && !list ? (
        <CallError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ul className="token-list" aria-label="Signed-in browsers and tokens">
          {list?.map((device) => (
            <SignedInDeviceItem key={device.id} device={device} onFailure={setFailure} />
          ))}
        </ul>
      )}
      {failure && <CallError inline error={failure} onDismiss={() => setFailure(undefined)} />}
      <p className="account__text signed-in-devices__status" role="status">
        {ended === undefined
          ? ''
          : `Signed out ${ended} other ${ended === 1 ? 'browser or token' : 'browsers and tokens'}.`}
      </p>
      {others > 0 && (
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            signOutOthers.reset();
            setEnded(undefined);
            setAsking(true);
          }}
        >
          Sign Out All Others
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title="Sign out everywhere else?"
        confirmLabel="Sign Out All Others"
        pendingLabel="Signing out…"
        pending={signOutOthers.isPending}
        onConfirm={() => signOutOthers.mutate({})}
        onCancel={() => setAsking(false)}
      >
        <p>
          Every other browser is signed out and every access token (the command-line tool’s and your scripts’) stops
          working. This browser stays signed in.
        </p>
        {signOutOthers.error && <CallError inline error={signOutOthers.error} />}
      </ConfirmDialog>
    </div>
  );
}
