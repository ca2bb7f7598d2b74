import { Alert } from '../../components/alert.tsx';
import './admin-load-error.css';

/** A list that failed to load: its heading ('Failed to Load Users'), what to do, and Try Again. */
export function AdminLoadError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <Alert>
      <h2 className="admin-load-error__title">{title}</h2>
      <p className="admin-load-error__message">{message}</p>
      <button type="button" className="button button--small" onClick={onRetry}>
        Try Again
      </button>
    </Alert>
  );
}
