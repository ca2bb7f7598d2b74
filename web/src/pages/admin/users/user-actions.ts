import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';

type ActionEndpoint =
  | 'adminDisableUser'
  | 'adminEnableUser'
  | 'adminRequirePasswordReset'
  | 'adminResetSecondFactors'
  | 'adminGrantAdmin'
  | 'adminRevokeAdmin';

/** An action on a user from the details panel: its endpoint, its button, and what its confirmation says. */
export interface UserAction {
  endpoint: (typeof adminEndpoints)[ActionEndpoint];
  button: string;
  title: string;
  /** What happens, said of the user's e-mail. */
  explain: (email: string) => string;
  confirm: string;
  pending: string;
  /** What the panel says once it is done. */
  done: (email: string) => string;
  /** Whether it takes something away that the user cannot get back alone (its button is marked). */
  danger?: boolean;
}

/** The admin's actions on a user, each confirmed in a dialog before it is sent. */
export const userActions = {
  disable: {
    endpoint: adminEndpoints.adminDisableUser,
    button: 'Disable',
    title: 'Disable this user?',
    explain: (email) =>
      `${email} is signed out everywhere at once, their access tokens stop working, and they cannot sign in until an admin enables them again.`,
    confirm: 'Disable User',
    pending: 'Disabling…',
    done: (email) => `${email} is disabled.`,
    danger: true,
  },
  enable: {
    endpoint: adminEndpoints.adminEnableUser,
    button: 'Enable',
    title: 'Enable this user?',
    explain: (email) => `${email} can sign in again.`,
    confirm: 'Enable User',
    pending: 'Enabling…',
    done: (email) => `${email} is enabled.`,
  },
  requirePasswordReset: {
    endpoint: adminEndpoints.adminRequirePasswordReset,
    button: 'Require Password Reset',
    title: 'Require a password reset?',
    explain: (email) =>
      `At their next sign-in, ${email} must choose a new password with a code sent to them by e-mail.`,
    confirm: 'Require Reset',
    pending: 'Saving…',
    done: (email) => `${email} must reset their password at their next sign-in.`,
  },
  resetSecondFactors: {
    endpoint: adminEndpoints.adminResetSecondFactors,
    button: 'Reset Second Factors',
    title: 'Reset this user’s second factors?',
    explain: (email) =>
      `For a lost phone: the authenticator app, e-mail codes, recovery codes and passkeys of ${email} are removed and they are signed out everywhere. They sign in with their password alone and can set up second factors again. They are told by e-mail.`,
    confirm: 'Reset Factors',
    pending: 'Resetting…',
    done: (email) => `${email} now signs in with their password alone.`,
    danger: true,
  },
  grantAdmin: {
    endpoint: adminEndpoints.adminGrantAdmin,
    button: 'Grant Admin',
    title: 'Make this user an admin?',
    explain: (email) => `${email} can open this admin panel and change the AI model, the prompts and other users.`,
    confirm: 'Grant Admin',
    pending: 'Granting…',
    done: (email) => `${email} is now an admin.`,
  },
  revokeAdmin: {
    endpoint: adminEndpoints.adminRevokeAdmin,
    button: 'Revoke Admin',
    title: 'Remove admin rights?',
    explain: (email) => `${email} can no longer open the admin panel.`,
    confirm: 'Revoke Admin',
    pending: 'Revoking…',
    done: (email) => `${email} is no longer an admin.`,
    danger: true,
  },
} as const satisfies Record<string, UserAction>;

/** The name of one of the actions on a user. */
export type UserActionName = keyof typeof userActions;
