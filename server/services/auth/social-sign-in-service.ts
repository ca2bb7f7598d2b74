import { randomBytes } from 'node:crypto';
import { continueSignInParam, isSocialProviderId, socialMethodMessages } from '#contract/auth/social-messages.ts';
import type { SocialProviderId } from '#contract/auth/social-messages.ts';
import type { SignInMethods } from '#contract/auth/social-endpoints.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { AppError } from '../../app-error.ts';
import type { TokenHasher } from '../../auth/secrets.ts';
import { SocialFlowError } from '../../auth/social-provider.ts';
import type { SocialProfile, SocialProvider } from '../../auth/social-provider.ts';
import type { IdentityRepository } from '../../db/repositories/identity-repository.ts';
import type { PasskeyRepository } from '../../db/repositories/passkey-repository.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import type { IdentityRow, UserRow } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { inGoodStanding } from './account-rules.ts';
import type { PasswordClient } from './password-guard.ts';
import type { Principal, SessionService } from './session-service.ts';
import type { SignInOutcome, SignInService } from './sign-in-service.ts';
import type { UnprovedAccounts } from './unproved-accounts.ts';
import type { Clock } from '../../clock.ts';
import { createSocialAccounts } from './social-accounts.ts';

/** How long a started sign-in may take at the provider. */
export const socialFlowMs = 10 * 60_000;

/** A started flow, kept in the browser signed (a short-lived cookie): its provider, secrets, where to land and, when linking, whose account. */
interface Flow {
  provider: SocialProviderId;
  state: string;
  verifier: string;
  nonce: string;
  returnTo: string;
  linkUserId?: string;
  expiresAt: number;
}

/**
 * Where a finished flow leaves the browser: the page to go to and, after a sign-in, the sign-in's
 * outcome (a session, or the challenge of the step the sign-in page picks up).
 */
export interface SocialOutcome {
  redirectTo: string;
  signIn?: SignInOutcome;
}

// PKCE verifier of 128 characters and state of 32 (spec §7): 96 and 24 random bytes in base64url.
const randomText = (characters: number) => randomBytes((characters * 3) / 4).toString('base64url');

/** The sign-in page, asked to pick up the sign-in a provider's callback left at a step. */
const continueSignInPath = `${spaRoutes.login}?${continueSignInParam}=1`;

/** An app path to land on: a path of this site only (never `//elsewhere`), else the account page. */
function safeReturnTo(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || value.length > 512)
    return spaRoutes.account;
  return value.startsWith(spaRoutes.login) ? spaRoutes.account : value;
}

/**
 * Sign-in with Google, Facebook or an OpenID Connect issuer: starts the code flow, finishes it on the
 * callback (state, PKCE and nonce checked), finds or makes the account the provider's identity
 * belongs to and signs it in; links and unlinks providers of a signed-in account. Throws
 * SocialFlowError with the code the sign-in page shows.
 */
export function createSocialSignInService(deps: {
  providers: Map<SocialProviderId, SocialProvider>;
  users: UserRepository;
  identities: IdentityRepository;
  passkeys: PasskeyRepository;
  sessions: SessionService;
  signIn: SignInService;
  hasher: TokenHasher;
  unproved: UnprovedAccounts;
  unitOfWork: UnitOfWork;
  publicBaseUrl: string;
  clock: Clock;
}) {
  const { providers, users, identities, sessions, hasher, clock } = deps;
  const callbackUrl = (provider: SocialProviderId) => `${deps.publicBaseUrl}/api/v1/auth/oidc/${provider}/callback`;
  const sign = (payload: string) => hasher.hash(`social-flow.${payload}`);
  const { accountFor, link } = createSocialAccounts(deps);

  const providerFor = (id: string): SocialProvider => {
    const provider = isSocialProviderId(id) ? providers.get(id) : undefined;
    if (!provider) throw new SocialFlowError('unsupported');
    return provider;
  };

  /** The flow in a cookie's value, if it is ours, untampered and not expired. */
  function openFlow(token: string | undefined): Flow | undefined {
    const [payload = '', signature = ''] = (token ?? '').split('.');
    if (!payload || !hasher.matches(`social-flow.${payload}`, signature)) return undefined;
    const flow = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Flow;
    return flow.expiresAt > clock.now().getTime() ? flow : undefined;
  }

  /**
   * Signs the user in through a provider: the names and the identity's last login of the spec's login
   * report, then the sign-in's steps (a session with login type google, facebook or oidc, or first the
   * second factor the account asks for, unless the provider asserted one).
   */
  async function startSession(
    user: UserRow,
    identity: IdentityRow,
    profile: SocialProfile,
    client: PasswordClient,
  ): Promise<SignInOutcome> {
    if (user.disabledAt !== null) throw new SocialFlowError('disabled');
    if (!inGoodStanding(user)) throw new SocialFlowError('resetRequired');
    const names = {
      ...(profile.givenName ? { givenName: profile.givenName } : {}),
      ...(profile.familyName ? { familyName: profile.familyName } : {}),
    };
    if (Object.keys(names).length) await users.update(user.id, names);
    await identities.recordLogin(identity.id, clock.now().toISOString(), profile.email ?? null);
    return deps.signIn.afterProvider({ ...user, ...names }, identity.provider as SocialProviderId, profile.amr, client);
  }

  return {
    /** The configured providers, for the buttons. */
    list() {
      return [...providers.values()].map(({ id, name }) => ({ id, name }));
    },

    /**
     * Starts a flow: the provider's URL to send the browser to, and the signed flow to keep in a
     * cookie until the callback. With `linkUser`, the flow links the provider to that account.
     * Throws SocialFlowError unsupported for a provider that is not configured.
     */
    async start(
      providerId: string,
      options: { returnTo?: string; linkUser?: UserRow },
    ): Promise<{ url: string; flowToken: string }> {
      const provider = providerFor(providerId);
      const flow: Flow = {
        provider: provider.id,
        state: randomText(32),
        verifier: randomText(128),
        nonce: randomText(32),
        returnTo: options.linkUser ? spaRoutes.account : safeReturnTo(options.returnTo),
        ...(options.linkUser ? { linkUserId: options.linkUser.id } : {}),
        expiresAt: clock.now().getTime() + socialFlowMs,
      };
      const url = await provider
        .authorizationUrl({ ...flow, redirectUri: callbackUrl(provider.id) })
        .catch((error: unknown) => {
          throw new SocialFlowError('failed', { cause: error });
        });
      const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
      return { url: url.href, flowToken: `${payload}.${sign(payload)}` };
    },

    /** The page a failed flow goes back to: the account page when it was linking, else the sign-in page. */
    failurePage(flowToken: string | undefined): string {
      return openFlow(flowToken)?.linkUserId ? spaRoutes.account : spaRoutes.login;
    },

    /**
     * Finishes a flow on the provider's callback: checks the state against the flow, exchanges the
     * code, then signs in (or links, for a linking flow) and says where to go. Throws SocialFlowError
     * (cancelled, state, noToken, failed, emailTaken, linkedElsewhere, …).
     */
    async finish(
      providerId: string,
      query: URLSearchParams,
      flowToken: string | undefined,
      client: PasswordClient,
      current: Principal | undefined,
    ): Promise<SocialOutcome> {
      const provider = providerFor(providerId);
      const flow = openFlow(flowToken);
      if (!flow || flow.provider !== provider.id || query.get('state') !== flow.state)
        throw new SocialFlowError('state');
      const error = query.get('error');
      if (error === 'access_denied') throw new SocialFlowError('cancelled');
      if (error)
        throw new SocialFlowError('failed', {
          cause: new Error(`${provider.id} answered ${error}: ${query.get('error_description') ?? ''}`),
        });
      const redirectUri = callbackUrl(provider.id);
      const profile = await provider.profile(new URL(`${redirectUri}?${query}`), { ...flow, redirectUri });
      if (flow.linkUserId) {
        if (current?.user.id !== flow.linkUserId || !current.session) throw new SocialFlowError('signedOut');
        const linked = await identities.findBySubject(provider.id, profile.subject);
        if (linked && linked.userId !== current.user.id) throw new SocialFlowError('linkedElsewhere');
        if (!linked) await deps.unitOfWork((tx) => link(tx.identities, current.user.id, provider.id, profile));
        return { redirectTo: flow.returnTo };
      }
      const { user, identity } = await accountFor(provider.id, profile);
      const signIn = await startSession(user, identity, profile, client);
      // The browser's earlier session (perhaps another account's) ends rather than lingering unreachable.
      if (current?.session) await sessions.end(current.session.id);
      // A step still to take (a second factor, or verifying the address) is picked up by the sign-in page.
      const { response } = signIn;
      const finished = response.isSignedIn && !response.unverifiedUserAttributes && !response.recoveryCodes;
      return { redirectTo: finished ? flow.returnTo : continueSignInPath, signIn };
    },

    /** The ways a user can sign in: a password or not, and the linked providers. */
    async signInMethods(user: UserRow): Promise<SignInMethods> {
      const linked = await identities.listForUser(user.id);
      return {
        hasPassword: user.passwordHash !== '',
        identities: linked.map((identity) => ({
          provider: identity.provider as SocialProviderId,
          email: identity.email,
          linkedAt: identity.createdAt,
          lastLoginAt: identity.lastLoginAt,
        })),
      };
    },

    /** Unlinks a provider from the account. Throws INVALID_INPUT when it is the last way to sign in (no password, no other provider, no passkey). */
    async unlink(user: UserRow, provider: SocialProviderId): Promise<void> {
      const linked = await identities.listForUser(user.id);
      const others = linked.filter((identity) => identity.provider !== provider);
      const lastWayIn =
        user.passwordHash === '' && others.length === 0 && (await deps.passkeys.listForUser(user.id)).length === 0;
      if (lastWayIn) throw new AppError('INVALID_INPUT', socialMethodMessages.lastMethod);
      await identities.deleteForUser(user.id, provider);
    },
  };
}

export type SocialSignInService = ReturnType<typeof createSocialSignInService>;
