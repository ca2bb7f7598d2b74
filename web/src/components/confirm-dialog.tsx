import { useId, useRef } from 'react';
import { useModalDialog } from '../hooks/use-modal-dialog.ts';
import type { ReactNode } from 'react';
import { Alert } from './alert.tsx';
import './confirm-dialog.css';

/** What a ConfirmDialog asks and what its confirm button does. */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** A rule what was typed into the dialog breaks (a failed call is a CallError among the children). */
  problem?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation (native <dialog>: the page behind is inert and focus stays inside). Focus
 * starts on Cancel, Escape cancels, and focus returns to the opener when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pendingLabel,
  pending,
  problem,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const dialog = useModalDialog(open, cancelButton);

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault(); // React state decides when it closes
        if (!pending) onCancel();
      }}
      onClose={() => {
        // Closed by the browser (a repeated Escape): cancel, unless the action is under way and its
        // outcome (an error, say) still has to be shown here. Closed because it was done (open is
        // false already, though the action may not have settled yet): it stays closed.
        if (pending && open) dialog.current?.showModal();
        else if (open) onCancel();
      }}
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      <div id={`${id}-body`} className="dialog__body">
        {children}
      </div>
      {problem && <Alert>{problem}</Alert>}
      <div className="dialog__actions">
        <button ref={cancelButton} type="button" className="button" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
