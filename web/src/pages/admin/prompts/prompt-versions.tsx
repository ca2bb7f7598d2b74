import type { PromptVersion } from '#contract/admin/admin-schemas.ts';
import { formatDateTime, relativeTime } from '../../../format/format-date.ts';
import { ReactionCounts } from '../../../components/reaction-counts.tsx';
import { AdminBadge } from '../admin-badge.tsx';
import { AdminTable } from '../admin-table.tsx';
import './prompt-versions.css';

/** What the version table shows and offers: one prompt's versions, newest first, and the actions on one. */
export interface PromptVersionsProps {
  promptId: string;
  versions: readonly PromptVersion[];
  /** An action under way: its buttons wait. */
  busy: boolean;
  onView: (version: PromptVersion) => void;
  onRevert: (version: PromptVersion) => void;
  onActivate: (version: PromptVersion) => void;
}

const columns = ['Version', 'Description', 'Created', 'Usage', 'Notes', 'Actions'] as const;

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * A prompt's version history (spec §3, §4): per version its number and Active badge, description,
 * when and by whom it was made, how often it was used and when last, the notes written with it and
 * their readers' reactions (so an admin sees which version roasts best);
 * View shows it read-only, Revert To loads an older one's text into the form, Activate makes it the active one
 * (neither is offered on the active version: its text is already the one in use).
 */
export function PromptVersions({ promptId, versions, busy, onView, onRevert, onActivate }: PromptVersionsProps) {
  if (versions.length === 0) return <p>No version history available</p>;
  return (
    <AdminTable caption={`Versions of ${promptId}, newest first`} columns={columns} className="prompt-versions">
      {versions.map((version) => (
        <tr key={version.version}>
          <th scope="row">
            <span className="prompt-versions__number">v{version.version}</span>{' '}
            {version.isActive && <AdminBadge tone="good">Active</AdminBadge>}
          </th>
          <td>{version.description || <span className="prompt-versions__muted">No description</span>}</td>
          <td>
            {formatDateTime(version.createdAt)}
            <br />
            <span className="prompt-versions__muted">by {version.createdBy}</span>
          </td>
          <td>
            {count(version.usageCount, 'roast')}
            <br />
            <span className="prompt-versions__muted">
              {version.lastUsedAt ? `last ${relativeTime(version.lastUsedAt)}` : 'never used'}
            </span>
          </td>
          <td>
            {version.notesCount}
            <ReactionCounts counts={version.reactions} label={`Reactions to the notes of version ${version.version}`} />
            {version.reportsCount > 0 && (
              <span className="prompt-versions__muted">{count(version.reportsCount, 'report')}</span>
            )}
          </td>
          <td>
            <div className="prompt-versions__actions">
              <button type="button" className="button button--small" onClick={() => onView(version)}>
                View<span className="visually-hidden"> version {version.version}</span>
              </button>
              {!version.isActive && (
                <>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={busy}
                    onClick={() => onRevert(version)}
                  >
                    Revert To<span className="visually-hidden"> version {version.version}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--small button--primary"
                    disabled={busy}
                    onClick={() => onActivate(version)}
                  >
                    Activate<span className="visually-hidden"> version {version.version}</span>
                  </button>
                </>
              )}
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
