import type { NoteSeal } from '#contract/notes/note-schemas.ts';
import { sealMessages } from '#contract/notes/seal-messages.ts';
import { momentInZone } from '#contract/site/nemesis-day.ts';
import { AdminBadge } from './admin-badge.tsx';

/** A note sealed until Nemesis Day, as admins see it beside its name (readers get no text yet; admins do): when it opens, in its zone. */
export function SealedBadge({ seal }: { seal: NoteSeal | null }) {
  if (!seal) return null;
  return (
    <span title={`Opens ${momentInZone(new Date(seal.opensAt), seal.timeZone)}`}>
      <AdminBadge tone="info">{sealMessages.sealedBadge}</AdminBadge>
    </span>
  );
}
