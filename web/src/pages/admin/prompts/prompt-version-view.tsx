import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { notePath } from '#contract/notes/note-paths.ts';
import { settledError } from '../../../api/settled-error.ts';
import { useEndpoint } from '../../../api/use-endpoint.ts';
import { CallError } from '../../../components/call-error.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { formatDateTime } from '../../../format/format-date.ts';
import { AdminBadge } from '../admin-badge.tsx';
import './prompt-version-view.css';

const notes = (n: number) => `${n} note${n === 1 ? '' : 's'}`;

/**
 * One version of a prompt, read-only (GET /admin/prompts/{id}/versions/{n}): its description, who saved
 * it and when, how many notes it wrote with links to the newest, and its text. Opening it takes the
 * reader to its heading; nothing in it changes the prompt.
 */
export function PromptVersionView({
  promptId,
  version,
  onClose,
}: {
  promptId: string;
  version: number;
  onClose: () => void;
}) {
  const details = useEndpoint(adminEndpoints.adminPromptVersion, { params: { promptId, version } });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, [version]);
  const failure = settledError(details);
  const shown = details.data;
  const titleId = `prompt-version-${promptId}-${version}`;

  return (
    <section className="prompt-version-view" aria-labelledby={titleId}>
      <div className="prompt-version-view__top">
        <h3 id={titleId} ref={heading} tabIndex={-1}>
          Version {version} of {promptId} {shown?.isActive && <AdminBadge tone="good">Active</AdminBadge>}
        </h3>
        <button type="button" className="button button--small" onClick={onClose}>
          Close<span className="visually-hidden"> version {version}</span>
        </button>
      </div>
      {failure && !shown ? (
        <CallError
          error={failure}
          message="Failed to load this version. Please try again."
          onRetry={() => void details.refetch()}
        />
      ) : !shown ? (
        <LoadingState label="Loading the version…" />
      ) : (
        <>
          <dl className="prompt-version-view__facts">
            <dt>Description</dt>
            <dd>{shown.description || 'No description'}</dd>
            <dt>Saved</dt>
            <dd>
              {formatDateTime(shown.createdAt)} by {shown.createdBy}
            </dd>
            <dt>Notes</dt>
            <dd>
              {notes(shown.notesCount)}
              {shown.recentNotes.length > 0 && (
                <>
                  {shown.recentNotes.length < shown.notesCount ? `; the newest ${shown.recentNotes.length}:` : ':'}
                  <ul className="prompt-version-view__notes">
                    {shown.recentNotes.map((note) => (
                      <li key={note.shortUuid}>
                        <Link to={notePath(note)}>{note.nemesisName}</Link>{' '}
                        <span className="prompt-version-view__muted">{formatDateTime(note.createdAt)}</span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </dd>
          </dl>
          <pre
            className="prompt-version-view__text"
            role="region"
            tabIndex={0}
            aria-label={`Text of version ${version}`}
          >
            {shown.promptText}
          </pre>
        </>
      )}
    </section>
  );
}
