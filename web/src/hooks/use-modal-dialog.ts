import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * A `<dialog>` that React state opens and closes: shown as a modal (the page behind inert, focus on
 * `focus`) while `open`, closed otherwise. Answers the ref to put on the dialog.
 */
export function useModalDialog(
  open: boolean,
  focus: RefObject<HTMLElement | null>,
): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      focus.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, focus]);
  return dialog;
}
