import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { userListItem } from '#contract/admin/admin-schemas.ts';
import { adminUserTexts } from '#contract/admin/admin-user-texts.ts';
import { settledError } from '../../../api/settled-error.ts';
import { useEndpoint } from '../../../api/use-endpoint.ts';
import { useWrite } from '../../../api/use-write.ts';
import { Alert } from '../../../components/alert.tsx';
import { CallError } from '../../../components/call-error.tsx';
import { askedDialogProps } from '../../../components/asked-dialog-props.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { AdminDetailList } from '../admin-detail-list.tsx';
import { AdminDetailsPanel } from '../admin-details-panel.tsx';
import { userActions } from './user-actions.ts';
import type { UserActionName } from './user-actions.ts';
import { userActionsFor, userDetailRows } from './user-detail-rows.tsx';

/**
 * A user's details panel (GET /admin/users/{id}): their attributes, or 'Failed to load additional user
 * details', and the actions on them, each confirmed in a dialog; the server's refusal shows in the
 * dialog. An action's dialog closes once the details and the list have loaded again.
 */
export function UserDetailsPanel({ user, onClose }: { user: z.infer<typeof userListItem>; onClose: () => void }) {
  const details = useEndpoint(adminEndpoints.adminUser, { params: { id: user.userId } });
  const [asking, setAsking] = useState<UserActionName>();
  const [notice, setNotice] = useState<string>();
  const asked = asking && userActions[asking];
  // The write is the asked action's endpoint (they all take the user's id), set before its dialog can confirm.
  const action = useWrite((asked ?? userActions.disable).endpoint, {
    invalidates: [adminEndpoints.adminUser, adminEndpoints.adminUsers],
  });
  const attributes = details.data?.attributes;
  const failure = settledError(details);
  // After an action its button may be another (Disable becomes Enable): focus goes to the button in its place.
  const actionButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const [refocus, setRefocus] = useState<number>();
  useEffect(() => {
    if (refocus === undefined || !attributes) return;
    actionButtons.current[refocus]?.focus();
    setRefocus(undefined);
  }, [attributes, refocus]);

  const confirm = () => {
    if (!asking) return;
    const onSuccess = () => {
      setNotice(userActions[asking].done(user.email));
      setAsking(undefined);
      setRefocus(attributes ? userActionsFor(attributes).indexOf(asking) : undefined);
    };
    action.mutate({ params: { id: user.userId } }, { onSuccess });
  };

  return (
    <AdminDetailsPanel eyebrow="User details" title={user.email} onClose={onClose}>
      {notice && (
        <Alert tone="success" onDismiss={() => setNotice(undefined)}>
          {notice}
        </Alert>
      )}
      {failure && !attributes ? (
        <CallError error={failure} message={adminUserTexts.detailsFailed} onRetry={() => void details.refetch()} />
      ) : !attributes ? (
        <LoadingState label="Loading user details…" />
      ) : (
        <>
          <AdminDetailList rows={userDetailRows(attributes)} />
          <div className="admin-details__actions" role="group" aria-label="Actions on this user">
            {userActionsFor(attributes).map((name, index) => (
              <button
                key={name}
                ref={(element) => {
                  actionButtons.current[index] = element;
                }}
                type="button"
                className={
                  'danger' in userActions[name] ? 'button button--small button--ghost-danger' : 'button button--small'
                }
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
      <ConfirmDialog {...askedDialogProps(asked, action.isPending, () => setAsking(undefined))} onConfirm={confirm}>
        <p>{asked?.explain(user.email)}</p>
        {action.error && <CallError error={action.error} />}
      </ConfirmDialog>
    </AdminDetailsPanel>
  );
}
