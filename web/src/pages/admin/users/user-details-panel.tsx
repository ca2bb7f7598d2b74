import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { userListItem } from '#contract/admin/admin-schemas.ts';
import { adminUserTexts } from '#contract/admin/admin-user-texts.ts';
import { api } from '../../../api/api-client.ts';
import { Alert } from '../../../components/alert.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { formatDateTime } from '../../../format/format-date.ts';
import { useMutation } from '../../../hooks/use-mutation.ts';
import { useQuery } from '../../../hooks/use-query.ts';
import { userActions } from './user-actions.ts';
import type { UserActionName } from './user-actions.ts';
import { UserStatusBadge } from './user-status-badge.tsx';
import './user-details-panel.css';

type Attributes = Record<string, string | number | boolean | null>;

const text = (value: unknown, none = 'Not set') => (value === null || value === undefined || value === '' ? none : String(value));
const when = (value: unknown, none: string) => (typeof value === 'string' && value ? formatDateTime(value) : none);

/** Why a user is asked for something at their next sign-in, in words. */
const requiredActionText: Record<string, string> = { NEW_PASSWORD: 'Choose a new password (temporary password)', RESET_PASSWORD: 'Reset their password' };

/** Where a user's admin rights come from, in words. */
const adminText: Record<string, string> = { ADMIN_EMAILS: 'Yes, set by ADMIN_EMAILS on the server', 'admin-users': 'Yes, granted in this panel' };

/** The details the panel lists, each as a label and its value in words. */
function rows(attributes: Attributes): [string, ReactNode][] {
  const name = [attributes.given_name, attributes.family_name].filter(Boolean).join(' ');
  return [
    ['Email', text(attributes.email)],
    ['Email verified', attributes.email_verified ? 'Yes' : 'No'],
    ['User ID', text(attributes.sub)],
    ['Name', text(name)],
    ['Created', when(attributes.created, 'Unknown')],
    ['Last login', when(attributes.last_login, 'Never')],
    ['Login type', text(attributes.login_type, 'None yet')],
    ['Status', <UserStatusBadge status={attributes.status} />],
    ['MFA', attributes.mfa === 'off' ? 'Off' : text(attributes.mfa)],
    ['Notes', text(attributes.notes_count, '0')],
    ['Admin', adminText[String(attributes.admin_source)] ?? 'No'],
    ['At next sign-in', requiredActionText[String(attributes.required_action)] ?? 'Nothing required'],
  ];
}

/** The actions that fit the user as they are: Disable or Enable, Require Password Reset, Grant or Revoke Admin. */
function actionsFor(attributes: Attributes): UserActionName[] {
  return [attributes.status === 'ARCHIVED' ? 'enable' : 'disable', 'requirePasswordReset', attributes.admin ? 'revokeAdmin' : 'grantAdmin'];
}

/**
 * A user's details panel (GET /admin/users/{id}): their attributes, or 'Failed to load additional user
 * details', and the actions on them, each confirmed in a dialog; the server's refusal shows in the
 * dialog. After an action the details and the list (`onChanged`) load again.
 */
export function UserDetailsPanel({ user, onClose, onChanged }: { user: z.infer<typeof userListItem>; onClose: () => void; onChanged: () => void }) {
  const details = useQuery((signal) => api.call(adminEndpoints.adminUser, { params: { id: user.userId }, signal }), [user.userId]);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a row far down the list: the panel (above it) comes into view with focus on its heading.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const [asking, setAsking] = useState<UserActionName>();
  const [notice, setNotice] = useState<string>();
  const action = useMutation((name: UserActionName) => api.call(userActions[name].endpoint, { params: { id: user.userId } }));
  const attributes = details.data?.attributes;
  const asked = asking && userActions[asking];
  // After an action its button may be another (Disable becomes Enable): focus goes to the button in its place.
  const actionButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const [refocus, setRefocus] = useState<number>();
  useEffect(() => {
    if (refocus === undefined || !attributes) return;
    actionButtons.current[refocus]?.focus();
    setRefocus(undefined);
  }, [attributes, refocus]);

  const confirm = async () => {
    if (!asking) return;
    if (!(await action.run(asking))) return;
    setNotice(userActions[asking].done(user.email));
    setAsking(undefined);
    onChanged();
    await details.reload();
    setRefocus(attributes ? actionsFor(attributes).indexOf(asking) : undefined);
  };

  return (
    <section className="card user-details" aria-labelledby={`details-${user.userId}`}>
      <div className="user-details__top">
        <div>
          <p className="user-details__eyebrow">User details</p>
          <h2 id={`details-${user.userId}`} ref={heading} tabIndex={-1} className="user-details__title">
            {user.email}
          </h2>
        </div>
        <button type="button" className="button button--small" onClick={onClose}>
          Close Details
        </button>
      </div>
      {notice && (
        <Alert tone="success" onDismiss={() => setNotice(undefined)}>
          {notice}
        </Alert>
      )}
      {details.error && !attributes ? (
        <Alert>
          <p className="user-details__error">{adminUserTexts.detailsFailed}</p>
          <button type="button" className="button button--small" onClick={() => void details.reload()}>
            Try Again
          </button>
        </Alert>
      ) : !attributes ? (
        <LoadingState label="Loading user details…" />
      ) : (
        <>
          <dl className="user-details__list">
            {rows(attributes).map(([label, value]) => (
              <div key={label} className="user-details__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="user-details__actions" role="group" aria-label="Actions on this user">
            {actionsFor(attributes).map((name, index) => (
              <button
                key={name}
                ref={(element) => {
                  actionButtons.current[index] = element;
                }}
                type="button"
                className={name === 'disable' || name === 'revokeAdmin' ? 'button button--small button--ghost-danger' : 'button button--small'}
                onClick={() => {
                  action.reset();
                  setAsking(name);
                }}
              >
                {userActions[name].button}
              </button>
            ))}
          </div>
        </>
      )}
      <ConfirmDialog
        open={asked !== undefined}
        title={asked?.title ?? ''}
        confirmLabel={asked?.confirm ?? ''}
        pendingLabel={asked?.pending ?? ''}
        pending={action.pending}
        error={action.message}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(undefined)}
      >
        <p>{asked?.explain(user.email)}</p>
      </ConfirmDialog>
    </section>
  );
}
