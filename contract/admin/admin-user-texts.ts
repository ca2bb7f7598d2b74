/** What the admin panel's user screen says (spec §8: its fallbacks, alert heading and empty states). */
export const adminUserTexts = {
  loadFailedTitle: 'Failed to Load Users',
  loadFailed: 'Failed to load users. Please try refreshing.',
  detailsFailed: 'Failed to load additional user details',
  noUsers: 'No users found',
  noMatches: 'No users match the current filters',
} as const;

/** Login types as people name them (decisions.md): the API keeps the spec's values (cognito, google, facebook) and ours (oidc, passkey). */
const loginTypeNames: Record<string, string> = {
  cognito: 'E-mail and password',
  google: 'Google',
  facebook: 'Facebook',
  oidc: 'OpenID Connect',
  passkey: 'Passkey',
};

/** A login type's or linked provider's name on a screen; an unknown value as it is. */
export function loginTypeName(value: string): string {
  return Object.hasOwn(loginTypeNames, value) ? loginTypeNames[value]! : value;
}

/** The badge beside the status of an account an admin disabled (its status stays what it was). */
export const disabledBadge = 'Disabled';
