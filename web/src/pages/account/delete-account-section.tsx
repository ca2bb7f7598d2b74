import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { endpoints } from '#contract/endpoints.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { useEndpointMutation } from '../../api/use-endpoint.ts';
import { useSession } from '../../auth/session-context.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import './account-page.css';
import { CallError } from '../../components/call-error.tsx';

/** Delete Account: a confirmation modal, then the account is gone, the user signed out and sent home. */
export function DeleteAccountSection() {
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useEndpointMutation(endpoints.deleteAccount, {
    onSuccess: () => {
      setOpen(false);
      session.forget();
      navigate(spaRoutes.home);
    },
  });

  return (
    <section className="card account__section account__section--danger" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Delete Account</h2>
      <p className="account__text">Deleting your account removes your sign-in, your nemesis notes (their links stop working) and your personal access tokens for good. This cannot be undone.</p>
      <button
        type="button"
        className="button button--danger"
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        Delete Account
      </button>
      <ConfirmDialog
        open={open}
        title="Delete your account?"
        confirmLabel="Delete My Account"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={() => remove.mutate({})}
        onCancel={() => setOpen(false)}
      >
        <p>
          Your account <strong>{session.claims?.username}</strong> and everything tied to it will be deleted, and you will be signed out. This
          cannot be undone.
        </p>
        {remove.error && <CallError inline error={remove.error} />}
      </ConfirmDialog>
    </section>
  );
}
