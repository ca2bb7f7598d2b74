import { Link, useLocation } from 'react-router-dom';
import { adminHome, spaRoutes } from '#contract/site/spa-routes.ts';
import { HomeLinks } from '../../components/home-links.tsx';
import { MessageCard } from '../../components/message-card.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** Access Denied: where the admin gate sends a non-admin, with the path they tried to open. */
export function AdminUnauthorizedPage() {
  useDocumentTitle('Access Denied · Nemesis Day');
  const { state } = useLocation();
  // The gate says which path was refused; opened directly, the page speaks of the panel itself.
  const attempted =
    typeof (state as { from?: unknown } | null)?.from === 'string' ? (state as { from: string }).from : adminHome;
  return (
    <MessageCard
      icon="🚫"
      title="Access Denied"
      actions={
        <>
          <HomeLinks />
          <Link to={spaRoutes.account} className="button">
            My Account
          </Link>
        </>
      }
    >
      <p>
        You don&apos;t have permission to open <code>{attempted}</code>.
      </p>
      <p>If you believe you should have admin access, please contact the system administrator.</p>
    </MessageCard>
  );
}
