import { useId, useState } from 'react';
import type { PromptVersion } from '#contract/admin/admin-schemas.ts';
import { lineDiff } from '#contract/admin/line-diff.ts';
import './prompt-diff.css';

const markers = { same: ' ', removed: '-', added: '+' } as const;
const spoken = { same: '', removed: 'Removed: ', added: 'Added: ' } as const;

/**
 * Two versions of a prompt side by side in one unified, line-based diff: the older version's lines
 * removed (red, marked -), the newer one's added (green, marked +), unchanged lines between; the
 * admin picks both versions (by default the newest against the one before it).
 */
export function PromptDiff({ versions }: { versions: readonly PromptVersion[] }) {
  const id = useId();
  const [from, setFrom] = useState(versions[1]?.version ?? versions[0]!.version);
  const [to, setTo] = useState(versions[0]!.version);
  const textOf = (version: number) => versions.find((item) => item.version === version)?.promptText ?? '';
  const lines = lineDiff(textOf(from), textOf(to));
  const added = lines.filter((line) => line.kind === 'added').length;
  const removed = lines.filter((line) => line.kind === 'removed').length;
  const picker = (label: string, value: number, onChange: (version: number) => void) => (
    <div className="prompt-diff__pick">
      <label htmlFor={`${id}-${label}`}>{label}</label>
      <select
        id={`${id}-${label}`}
        className="field__input"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {versions.map((item) => (
          <option key={item.version} value={item.version}>
            Version {item.version}
            {item.isActive ? ' (active)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="prompt-diff">
      <div className="prompt-diff__picks">
        {picker('Compare', from, setFrom)}
        {picker('With', to, setTo)}
      </div>
      <p className="prompt-diff__summary" aria-live="polite">
        {added === 0 && removed === 0
          ? `Versions ${from} and ${to} are the same.`
          : `From version ${from} to version ${to}: ${added} line${added === 1 ? '' : 's'} added, ${removed} removed.`}
      </p>
      <ol className="prompt-diff__lines" tabIndex={0} aria-label={`Differences from version ${from} to version ${to}`}>
        {lines.map((line, index) => (
          <li key={index} className={`prompt-diff__line prompt-diff__line--${line.kind}`}>
            <span className="prompt-diff__number" aria-hidden="true">
              {line.oldNumber ?? ''}
            </span>
            <span className="prompt-diff__number" aria-hidden="true">
              {line.newNumber ?? ''}
            </span>
            <span className="prompt-diff__marker" aria-hidden="true">
              {markers[line.kind]}
            </span>
            <span className="prompt-diff__text">
              {spoken[line.kind] && <span className="visually-hidden">{spoken[line.kind]}</span>}
              {line.text}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
