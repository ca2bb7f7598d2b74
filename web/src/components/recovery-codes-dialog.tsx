import { useId, useRef } from 'react';
import { useModalDialog } from '../hooks/use-modal-dialog.ts';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import './confirm-dialog.css';
import './recovery-codes-dialog.css';

/**
 * New recovery codes in a modal (native <dialog>: the page behind is inert, focus starts on its
 * title), wherever on the page they were made. They are shown once, so only the panel's
 * "I have saved them" closes it: Escape does not.
 */
export function RecoveryCodesDialog({ codes, onDone }: { codes: string[] | undefined; onDone: () => void }) {
  const title = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const open = codes !== undefined;
  const dialog = useModalDialog(open, title);

  return (
    <dialog
      ref={dialog}
      className="dialog recovery-codes-dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => event.preventDefault()}
      // A repeated Escape closes it in spite of the above: it opens again until the user says they saved them.
      onClose={() => {
        if (open) dialog.current?.showModal();
      }}
    >
      <h2 id={`${id}-title`} ref={title} tabIndex={-1} className="dialog__title">
        Save Your Recovery Codes
      </h2>
      {codes && <RecoveryCodesPanel codes={codes} doneLabel="I have saved them" onDone={onDone} />}
    </dialog>
  );
}
