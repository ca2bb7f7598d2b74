import type { SocialProviderId } from '#contract/auth/social-messages.ts';
import { newId } from '../../auth/secrets.ts';
import { SocialFlowError } from '../../auth/social-provider.ts';
import type { SocialProfile } from '../../auth/social-provider.ts';
import type { IdentityRepository } from '../../db/repositories/identity-repository.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import type { IdentityRow, UserRow } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { awaitsConfirmation, newUserRow, normaliseEmail } from './account-rules.ts';
import type { UnprovedAccounts } from './unproved-accounts.ts';
import type { Clock } from '../../clock.ts';

/**
 * The accounts provider identities belong to: finding or making the one a sign-in lands in, and linking
 * an identity to an account. Throws SocialFlowError (failed, noEmail, emailTaken).
 */
export function createSocialAccounts(deps: {
  users: UserRepository;
  identities: IdentityRepository;
  unproved: UnprovedAccounts;
  unitOfWork: UnitOfWork;
  clock: Clock;
}) {
  const { users, identities, clock } = deps;

  /** The account a provider's identity signs into: the linked one, else the one its vouched-for e-mail names, else a new one. */
  async function accountFor(
    provider: SocialProviderId,
    profile: SocialProfile,
  ): Promise<{ user: UserRow; identity: IdentityRow }> {
    const linked = await identities.findBySubject(provider, profile.subject);
    if (linked) {
      const user = await users.findById(linked.userId);
      if (!user) throw new SocialFlowError('failed');
      return { user, identity: linked };
    }
    if (!profile.email) throw new SocialFlowError('noEmail');
    const email = normaliseEmail(profile.email);
    const now = clock.now().toISOString();
    const found = await users.findByEmail(email);
    if (found && !profile.emailVerified) throw new SocialFlowError('emailTaken');
    // The account's changes and the identity's link go in together: a failed link leaves no account without its way in.
    return deps.unitOfWork(async (tx) => {
      let user = found;
      if (user && awaitsConfirmation(user) && user.lastLoginAt === null) {
        // Never linked: whoever signed up with the address unconfirmed (perhaps not its owner) may have
        // left something in that account. The provider proved the address: its owner gets a fresh one.
        await tx.users.delete(user.id);
        user = undefined;
      } else if (user && !user.emailVerifiedAt) {
        // Made through a provider that did not vouch for the address, perhaps by someone else: its owner takes it over.
        await deps.unproved.handOver(user, tx);
        await tx.users.update(user.id, { emailVerifiedAt: now });
        user = { ...user, emailVerifiedAt: now };
      }
      if (!user) {
        // No password (an empty hash matches none): the user can set one through Forgot your password.
        user = {
          ...newUserRow({ email, passwordHash: '', status: 'CONFIRMED', requiredAction: null }, clock.now()),
          emailVerifiedAt: profile.emailVerified ? now : null,
        };
        await tx.users.create(user);
      }
      return { user, identity: await link(tx.identities, user.id, provider, profile) };
    });
  }

  /** Links a provider identity to an account in `identities` (a unit of work's), replacing another of the same provider. */
  async function link(
    identities: Pick<IdentityRepository, 'deleteForUser' | 'create'>,
    userId: string,
    provider: SocialProviderId,
    profile: SocialProfile,
  ): Promise<IdentityRow> {
    await identities.deleteForUser(userId, provider);
    const identity: IdentityRow = {
      id: newId(),
      userId,
      provider,
      subject: profile.subject,
      email: profile.email ?? null,
      createdAt: clock.now().toISOString(),
      lastLoginAt: null,
    };
    await identities.create(identity);
    return identity;
  }

  return { accountFor, link };
}
