import type { SocialProviderId } from '#contract/auth/social-messages.ts';
import { socialStartPath } from '#contract/auth/social-endpoints.ts';
import type { SignInMethods } from '#contract/auth/social-endpoints.ts';
import { endpoints } from '#contract/endpoints.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { CallError } from '../../components/call-error.tsx';
import { formatDate } from '../../format/format-date.ts';
import { SignInMethodItem } from './sign-in-method-item.tsx';
import type { SecurityChanged } from './security-section.tsx';

/**
 * A sign-in provider (Google, Facebook, the operator's issuer) in the Security section: linked (as
 * whom, since when) with Unlink, or Link, a trip to the provider that comes back to this page. The
 * server refuses to unlink the last way to sign in, and the row says why.
 */
export function ProviderMethod({
  id,
  name,
  identity,
  offered,
  onChanged,
}: {
  id: SocialProviderId;
  name: string;
  identity: SignInMethods['identities'][number] | undefined;
  /** Whether the server still offers the provider (only then can it be linked). */
  offered: boolean;
  onChanged: SecurityChanged;
}) {
  const unlink = useWrite(async () => {
    await callEndpoint(endpoints.unlinkIdentity, { params: { provider: id } });
    await onChanged();
  });
  const status = identity
    ? `Linked${identity.email ? ` as ${identity.email}` : ''} since ${formatDate(identity.linkedAt)}`
    : 'Not linked';
  const actions = identity ? (
    <button type="button" className="button button--small" disabled={unlink.isPending} onClick={() => unlink.mutate()}>
      Unlink<span className="visually-hidden"> {name}</span>
    </button>
  ) : (
    offered && (
      <a className="button button--small" href={socialStartPath(id, { link: true })}>
        Link<span className="visually-hidden"> {name}</span>
      </a>
    )
  );
  return (
    <SignInMethodItem name={name} on={identity !== undefined} status={status} actions={actions || undefined}>
      {unlink.error && <CallError inline error={unlink.error} onDismiss={unlink.reset} />}
    </SignInMethodItem>
  );
}
