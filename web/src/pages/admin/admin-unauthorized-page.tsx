import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import '../../components/message-card.css';

/** Access Denied: where the admin gate sends a non-admin, with the path they tried to open. */
export function AdminUnauthorizedPage() {
  useDocumentTitle('Access Denied · Nemesis Day');
  const { state } = useLocation();
  const attempted = typeof (state as { from?: unknown } | null)?.from === 'string' ? (state as { from: string }).from : '/admin';
  return (
    <section className="card message-card">
      <p className="message-card__icon" aria-hidden="true">
        🚫
      </p>
      <h1>Access Denied</h1>
      <p>
        You don&apos;t have permission to open <code>{attempted}</code>.
      </p>
      <p>If you believe you should have admin access, please contact the system administrator.</p>
      <div className="button-row">
        <Link to="/" className="button button--primary">
          Go Home
        </Link>
        <Link to="/create-nemesis-note" className="button">
          Create a Nemesis Note
        </Link>
        <Link to="/account" className="button">
          My Account
        </Link>
      </div>
    </section>
  );
}
