import './audit-change.css';

/** A state on one line of JSON ('none' when there was none: a creation's before). */
const compact = (value: unknown) => (value === undefined || value === null ? 'none' : JSON.stringify(value));

/** A state as indented JSON, for reading a large change. */
const pretty = (value: unknown) => (value === undefined || value === null ? 'none' : JSON.stringify(value, null, 2));

/** An audit entry's change: before → after on one line each (cut short by CSS), opening to the whole of both, indented. */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  return (
    <details className="audit-change">
      <summary>
        <span className="audit-change__line">
          <span className="audit-change__label">Before</span> <code>{compact(before)}</code>
        </span>
        <span className="audit-change__line">
          <span className="audit-change__label">After</span> <code>{compact(after)}</code>
        </span>
      </summary>
      <div className="audit-change__full">
        <div>
          <p className="audit-change__label">Before</p>
          <pre>{pretty(before)}</pre>
        </div>
        <div>
          <p className="audit-change__label">After</p>
          <pre>{pretty(after)}</pre>
        </div>
      </div>
    </details>
  );
}
