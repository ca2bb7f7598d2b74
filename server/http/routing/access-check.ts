import { requestMessages } from '#contract/api/error-catalogue.ts';
import { adminMessages } from '#contract/admin/admin-messages.ts';
import type { Access } from '#contract/api/endpoint.ts';
import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import { AppError } from '../../app-error.ts';
import type { AdminCheck } from '../../services/admin/admin-check.ts';
import type { Principal } from '../../services/auth/session-service.ts';

/** A caller signed in through a browser session. */
type SessionPrincipal = Principal & { session: NonNullable<Principal['session']> };

/** The caller a route's access lets through: perhaps nobody for a public route, else who the policy asks for. */
export type PrincipalFor<A extends Access> = {
  public: Principal | undefined;
  user: Principal;
  session: SessionPrincipal;
  admin: Principal;
}[A];

/** Lets a caller through a route's declared access, resolving with them; else throws the refusal the policy answers. */
export type AccessCheck = <A extends Access>(principal: Principal | undefined, access: A) => Promise<PrincipalFor<A>>;

/**
 * The access policies of the contract's routes (see Access): public lets anyone through; user wants
 * someone signed in (401 UNAUTHORIZED); session wants them signed in through a browser rather than a
 * token (401 UNAUTHORIZED); admin wants an admin (401 ADMIN_UNAUTHORIZED for nobody, 403
 * ADMIN_FORBIDDEN for a user who is not one).
 */
export function accessCheck(adminCheck: AdminCheck): AccessCheck {
  const policies: { [A in Access]: (principal: Principal | undefined) => PrincipalFor<A> | Promise<PrincipalFor<A>> } =
    {
      public: (principal) => principal,
      user: signedIn,
      session(principal) {
        const caller = signedIn(principal);
        if (!caller.session) throw new AppError('UNAUTHORIZED', requestMessages.sessionOnly);
        return caller as SessionPrincipal;
      },
      async admin(principal) {
        if (!principal) throw new AppError('ADMIN_UNAUTHORIZED', adminMessages.unauthorized);
        if (!(await adminCheck.isAdmin(principal.user))) throw new AppError('ADMIN_FORBIDDEN', adminMessages.forbidden);
        return principal;
      },
    };
  return async (principal, access) => (await policies[access](principal)) as PrincipalFor<typeof access>;
}

function signedIn(principal: Principal | undefined): Principal {
  if (!principal) throw new AppError('UNAUTHORIZED', authErrorMessages.sessionRequired);
  return principal;
}
