import type { UserStatus } from '#contract/admin/admin-schemas.ts';
import { disabledBadge } from '#contract/admin/admin-user-texts.ts';
import { AdminBadge } from '../admin-badge.tsx';
import './users-page.css';
import type { AdminBadgeTone } from '../admin-badge.tsx';

/** A user status as the panel knows it (spec §4): the server's four, and UNKNOWN for anything else. */
type ShownUserStatus = UserStatus | 'UNKNOWN';

/** Each status's colour (spec §4): CONFIRMED green, UNCONFIRMED warning, ARCHIVED grey, COMPROMISED red, UNKNOWN plain. */
const toneOf: Record<ShownUserStatus, AdminBadgeTone> = {
  CONFIRMED: 'good',
  UNCONFIRMED: 'warning',
  ARCHIVED: 'neutral',
  COMPROMISED: 'danger',
  UNKNOWN: 'info',
};

/** The status a value stands for: one of the known ones, else UNKNOWN. */
export function shownStatusOf(value: unknown): ShownUserStatus {
  return typeof value === 'string' && Object.hasOwn(toneOf, value) ? (value as ShownUserStatus) : 'UNKNOWN';
}

/** A user's status badge: the status's name on its colour, and Disabled beside it when an admin disabled the account. */
export function UserStatusBadge({ status, enabled = true }: { status: unknown; enabled?: boolean }) {
  const shown = shownStatusOf(status);
  const badge = <AdminBadge tone={toneOf[shown]}>{shown}</AdminBadge>;
  if (enabled) return badge;
  return (
    <span className="users-page__status">
      {badge} <AdminBadge tone="danger">{disabledBadge}</AdminBadge>
    </span>
  );
}
