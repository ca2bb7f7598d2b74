import { HomeLinks } from '../../components/home-links.tsx';
import { MessageCard } from '../../components/message-card.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** Any path the app does not know. */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found · Nemesis Day');
  return (
    <MessageCard icon="🕳️" title="Page Not Found" actions={<HomeLinks />}>
      <p>This page has vanished, possibly sabotaged by a nemesis. Let&apos;s get you somewhere useful.</p>
    </MessageCard>
  );
}
