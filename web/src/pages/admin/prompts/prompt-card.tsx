import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { PromptVersion } from '#contract/admin/admin-schemas.ts';
import { PromptDiff } from './prompt-diff.tsx';
import { PromptVersionView } from './prompt-version-view.tsx';
import { PromptVersions } from './prompt-versions.tsx';
import './prompt-card.css';

/** What a prompt's card shows and offers: its versions, the outcome of its last activation, and its actions. */
export interface PromptCardProps {
  promptId: string;
  versions: readonly PromptVersion[];
  busy: boolean;
  notice: ReactNode;
  /** Counts this card's activations that have settled: each new one takes the focus to its outcome (its Activate button is gone or waiting). */
  outcome: number;
  onEdit: (active: PromptVersion) => void;
  onRevert: (version: PromptVersion) => void;
  onActivate: (version: PromptVersion) => void;
}

/** One prompt id: which version is active, Edit (a new version from the active one), Compare Versions (the diff), one version read-only, and its version history. */
export function PromptCard({
  promptId,
  versions,
  busy,
  notice,
  outcome,
  onEdit,
  onRevert,
  onActivate,
}: PromptCardProps) {
  const id = useId();
  const [comparing, setComparing] = useState(false);
  const [viewing, setViewing] = useState<number>();
  const noticeArea = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome > 0) noticeArea.current?.focus();
  }, [outcome]);
  const active = versions.find((version) => version.isActive);
  return (
    <section className="card prompt-card" aria-labelledby={`${id}-title`}>
      <div className="prompt-card__head">
        <div>
          <h2 id={`${id}-title`}>{promptId}</h2>
          <p className="prompt-card__summary">
            {versions.length} version{versions.length === 1 ? '' : 's'}
            {active ? `, version ${active.version} active` : ', none active'}
          </p>
        </div>
        <div className="prompt-card__actions">
          {active && (
            <button
              type="button"
              className="button button--small button--primary"
              disabled={busy}
              onClick={() => onEdit(active)}
            >
              Edit Active Version<span className="visually-hidden"> of {promptId}</span>
            </button>
          )}
          {versions.length > 1 && (
            <button
              type="button"
              className="button button--small"
              aria-expanded={comparing}
              onClick={() => setComparing(!comparing)}
            >
              Compare Versions<span className="visually-hidden"> of {promptId}</span>
            </button>
          )}
        </div>
      </div>
      <div className="prompt-card__notice" ref={noticeArea} tabIndex={-1}>
        {notice}
      </div>
      {viewing !== undefined && (
        <PromptVersionView key={viewing} promptId={promptId} version={viewing} onClose={() => setViewing(undefined)} />
      )}
      {comparing && versions.length > 1 && <PromptDiff versions={versions} />}
      <PromptVersions
        promptId={promptId}
        versions={versions}
        busy={busy}
        onView={(version) => setViewing(version.version)}
        onRevert={onRevert}
        onActivate={onActivate}
      />
    </section>
  );
}
