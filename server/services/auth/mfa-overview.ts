import { mfaLimits } from '#contract/auth/mfa-schemas.ts';
import type { MfaMode, SecurityInfo } from '#contract/auth/mfa-schemas.ts';
import type { MfaType } from '#contract/auth/mfa-types.ts';
import type { MfaFactorRepository } from '../../db/repositories/mfa-factor-repository.ts';
import type { PasskeyRepository } from '../../db/repositories/passkey-repository.ts';
import type { RecoveryCodeRepository } from '../../db/repositories/recovery-code-repository.ts';
import type { SignInEventRepository } from '../../db/repositories/sign-in-event-repository.ts';
import type { UserRow } from '../../db/schema.ts';

/** What a user's MFA stands at (confirmed factors, passkeys, recovery codes left, last sign-ins), read only. Throws nothing of its own. */
export function createMfaOverview(deps: {
  mode: MfaMode;
  factors: MfaFactorRepository;
  recoveryCodes: RecoveryCodeRepository;
  signInEvents: SignInEventRepository;
  passkeys: PasskeyRepository;
}) {
  const confirmedFactors = async (userId: string) =>
    (await deps.factors.listForUser(userId)).filter((factor) => factor.confirmedAt !== null);
  const types = async (userId: string): Promise<MfaType[]> =>
    (await confirmedFactors(userId)).map((factor) => factor.type);

  return {
    /** The user's set-up (confirmed) second factors. */
    confirmedFactors,

    /** The types of the user's set-up second factors, in a fixed order. */
    types,

    /** What the admin's user details report as the user's MFA: their second factors and PASSKEY if they have one, or 'off'. */
    async summary(userId: string): Promise<string> {
      const [set, passkeys] = await Promise.all([types(userId), deps.passkeys.listForUser(userId)]);
      const names = [...set, ...(passkeys.length > 0 ? ['PASSKEY'] : [])];
      return names.length > 0 ? names.join(',') : 'off';
    },

    /** The account page's Security section: factors, passkeys, recovery codes left, the last sign-ins. */
    async security(user: UserRow): Promise<SecurityInfo> {
      const [confirmed, passkeys, left, events] = await Promise.all([
        confirmedFactors(user.id),
        deps.passkeys.listForUser(user.id),
        deps.recoveryCodes.countUnused(user.id),
        deps.signInEvents.latest(user.id, mfaLimits.signInsShown),
      ]);
      return {
        mfaMode: deps.mode,
        factors: confirmed.map((factor) => ({ type: factor.type, addedAt: factor.confirmedAt ?? factor.createdAt })),
        passkeys: passkeys.map((row) => ({
          id: row.id,
          name: row.name,
          createdAt: row.createdAt,
          lastUsedAt: row.lastUsedAt,
        })),
        recoveryCodesLeft: left,
        signIns: events.map((event) => ({ at: event.createdAt, method: event.method, client: event.client })),
      };
    },
  };
}
