/** Clears a failed write's message (beside a CallError): the alerts it replaced could be dismissed, and the form stays usable either way. */
export function DismissButton({ onDismiss }: { onDismiss: () => void }) {
  return (
    <button type="button" className="button button--small" onClick={onDismiss}>
      Dismiss
    </button>
  );
}
