import { maskEmail } from '#contract/auth/auth-messages.ts';
import { mfaLimits } from '#contract/auth/mfa-schemas.ts';
import type { SignInMethod } from '#contract/auth/mfa-schemas.ts';
import { clientLabel } from '../../auth/client-label.ts';
import { newId } from '../../auth/secrets.ts';
import type { SignInEventRepository } from '../../db/repositories/sign-in-event-repository.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import type { UserRow } from '../../db/schema.ts';
import type { PasswordClient, PasswordGuard } from './password-guard.ts';
import type { SessionService } from './session-service.ts';
import type { FirstFactor } from './sign-in-challenges.ts';
import type { SignInOutcome } from './sign-in-service.ts';
import type { Clock } from '../../clock.ts';

/**
 * The DONE step of a sign-in: starts a session for the user, records the sign-in (login type: the
 * provider's, passkey, else cognito for a password) and gives the browser a device token. Throws nothing of its own.
 */
export function createSignInDone(deps: {
  users: UserRepository;
  signInEvents: SignInEventRepository;
  sessions: SessionService;
  guard: PasswordGuard;
  clock: Clock;
}) {
  const { users, clock } = deps;

  return async function signedIn(
    user: UserRow,
    method: SignInMethod,
    client: PasswordClient,
    recoveryCodes?: string[],
    first: FirstFactor = {},
  ): Promise<SignInOutcome> {
    const authMethod = first.provider ? 'oidc' : method === 'passkey' ? 'passkey' : 'password';
    const { token } = await deps.sessions.create(user.id, authMethod);
    const now = clock.now().toISOString();
    await users.update(user.id, {
      lastLoginAt: now,
      loginType: first.provider ?? (method === 'passkey' ? 'passkey' : 'cognito'),
    });
    await deps.signInEvents.add(
      { id: newId(), userId: user.id, method, client: clientLabel(client.userAgent), createdAt: now },
      mfaLimits.signInsShown,
    );
    return {
      response: {
        isSignedIn: true,
        nextStep: { signInStep: 'DONE' },
        ...(recoveryCodes ? { recoveryCodes } : {}),
        ...(user.emailVerifiedAt ? {} : { unverifiedUserAttributes: { email: maskEmail(user.email) } }),
      },
      sessionToken: token,
      deviceToken: deps.guard.deviceToken(user),
    };
  };
}
