import { Alert } from '../../components/alert.tsx';
import { formatDate } from '../../format/format-date.ts';
import { UnreachableReason } from '../../offline/unreachable-reason.tsx';
import '../../components/offline-mark.css';

/** Says that a list is the device's copy because there is no connection, and what cannot be done meanwhile. */
export function OfflineListNotice({ savedAt, cannot }: { savedAt: string; cannot?: string }) {
  return (
    <Alert tone="info">
      <span className="offline-mark__badge">Offline copy</span> <UnreachableReason /> This list is the copy saved on
      this device on {formatDate(savedAt)}.{cannot && ` ${cannot}`}
    </Alert>
  );
}
