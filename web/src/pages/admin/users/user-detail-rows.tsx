import type { ReactNode } from 'react';
import { loginTypeName } from '#contract/admin/admin-user-texts.ts';
import { formatDateTime } from '../../../format/format-date.ts';
import type { UserActionName } from './user-actions.ts';
import { UserStatusBadge } from './user-status-badge.tsx';

/** A user's attributes by name, as GET /admin/users/{id} answers them. */
export type UserAttributes = Record<string, string | number | boolean | null>;

const text = (value: unknown, none = 'Not set') =>
  value === null || value === undefined || value === '' ? none : String(value);
const when = (value: unknown, none: string) => (typeof value === 'string' && value ? formatDateTime(value) : none);

/** Why a user is asked for something at their next sign-in, in words. */
const requiredActionText: Record<string, string> = {
  NEW_PASSWORD: 'Choose a new password (temporary password)',
  RESET_PASSWORD: 'Reset their password',
};

/** Where a user's admin rights come from, in words. */
const adminText: Record<string, string> = {
  ADMIN_EMAILS: 'Yes, set by ADMIN_EMAILS on the server',
  'admin-users': 'Yes, granted in this panel',
};

/** The providers linked to the account, by name (the API lists their ids, comma-separated). */
function providerNames(value: unknown): string {
  return typeof value === 'string' && value ? value.split(', ').map(loginTypeName).join(', ') : 'None';
}

/** The details the panel lists, each as a label and its value in words. */
export function userDetailRows(attributes: UserAttributes): [string, ReactNode][] {
  const name = [attributes.given_name, attributes.family_name].filter(Boolean).join(' ');
  return [
    ['Email', text(attributes.email)],
    ['Email verified', attributes.email_verified ? 'Yes' : 'No'],
    ['User ID', text(attributes.sub)],
    ['Name', text(name)],
    ['Created', when(attributes.created, 'Unknown')],
    ['Last login', when(attributes.last_login, 'Never')],
    ['Login type', attributes.login_type ? loginTypeName(String(attributes.login_type)) : 'None yet'],
    ['Linked providers', providerNames(attributes.linked_providers)],
    ['Status', <UserStatusBadge status={attributes.status} enabled={attributes.enabled !== false} />],
    ['MFA', attributes.mfa === 'off' ? 'Off' : text(attributes.mfa)],
    ['Notes', text(attributes.notes_count, '0')],
    ['Admin', adminText[String(attributes.admin_source)] ?? 'No'],
    ['At next sign-in', requiredActionText[String(attributes.required_action)] ?? 'Nothing required'],
  ];
}

/**
 * The actions that fit the user as they are, none already in effect: Disable or Enable, Require Password
 * Reset (unless required), Reset Second Factors (when they have any), Grant or Revoke Admin.
 */
export function userActionsFor(attributes: UserAttributes): UserActionName[] {
  const reset: UserActionName[] = attributes.required_action === 'RESET_PASSWORD' ? [] : ['requirePasswordReset'];
  const factors: UserActionName[] = attributes.mfa === 'off' ? [] : ['resetSecondFactors'];
  return [
    attributes.enabled === false ? 'enable' : 'disable',
    ...reset,
    ...factors,
    attributes.admin ? 'revokeAdmin' : 'grantAdmin',
  ];
}
