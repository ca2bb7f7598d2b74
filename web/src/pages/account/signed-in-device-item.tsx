import type { SignedInDevice } from '#contract/auth/session-endpoints.ts';
import { endpoints } from '#contract/endpoints.ts';
import { treatGoneAsDone } from '../../api/treat-gone-as-done.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { formatDate, formatDateTime } from '../../format/format-date.ts';
import './token-item.css';
import './signed-in-devices.css';
import type { ApiError } from '#contract/api/api-error.ts';

/**
 * One browser or token the account is signed in on: the device, where from, when it signed in and
 * was last used, and Sign Out (not for this browser: the account's own Sign Out does that), busy
 * until its own answer. A failure goes to the list's one alert.
 */
export function SignedInDeviceItem({
  device,
  onFailure,
}: {
  device: SignedInDevice;
  onFailure: (failure: ApiError | undefined) => void;
}) {
  const signOut = useWrite(
    async () => {
      onFailure(undefined);
      await treatGoneAsDone(callEndpoint(endpoints.endSession, { params: { id: device.id } }));
    },
    { invalidates: [endpoints.listSessions, endpoints.listTokens] },
  );
  const label = device.current ? (device.kind === 'browser' ? 'This browser' : 'This token') : undefined;
  return (
    <li className="token-list__item signed-in-device">
      <div className="token-list__details">
        <p className="token-list__name">
          {device.device}
          {label && <span className="signed-in-device__current">{label}</span>}
        </p>
        {device.name && <p className="signed-in-device__token">Access token “{device.name}”</p>}
        <dl className="token-list__meta">
          <dt>Where</dt>
          <dd>{device.address ?? 'Unknown'}</dd>
          <dt>Signed in</dt>
          <dd>{formatDateTime(device.signedInAt)}</dd>
          <dt>Last used</dt>
          <dd>{device.lastUsedAt ? formatDateTime(device.lastUsedAt) : 'Never'}</dd>
          {device.kind === 'token' && (
            <>
              <dt>Expires</dt>
              <dd>{formatDate(device.expiresAt)}</dd>
            </>
          )}
        </dl>
      </div>
      {!device.current && (
        <button
          type="button"
          className="button button--small"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onError: onFailure })}
        >
          {signOut.isPending ? 'Signing out…' : 'Sign Out'}
          <span className="visually-hidden"> {device.name ?? device.device}</span>
        </button>
      )}
    </li>
  );
}
