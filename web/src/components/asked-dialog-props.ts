import type { ConfirmDialogProps } from './confirm-dialog.tsx';

/** The words of an action an admin is asked to confirm: its dialog's title and its confirm button, idle and under way. */
export interface AskedWords {
  title: string;
  confirm: string;
  pending: string;
}

/** A ConfirmDialog's props for the action being asked (none: the dialog is closed), while its write is `pending`, cancelled by `onCancel`. */
export function askedDialogProps(
  asked: AskedWords | undefined,
  pending: boolean,
  onCancel: () => void,
): Pick<ConfirmDialogProps, 'open' | 'title' | 'confirmLabel' | 'pendingLabel' | 'pending' | 'onCancel'> {
  return {
    open: asked !== undefined,
    title: asked?.title ?? '',
    confirmLabel: asked?.confirm ?? '',
    pendingLabel: asked?.pending ?? '',
    pending,
    onCancel,
  };
}
