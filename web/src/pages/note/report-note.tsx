import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LoadingState } from '../../components/loading-state.tsx';
import './report-note.css';

// The form and its checks (zod) load when a reader asks to report: a note's first visit needs neither.
const ReportNoteForm = lazy(() =>
  import('./report-note-form.tsx').then((module) => ({ default: module.ReportNoteForm })),
);

/** Report this note (issue 21), for anyone: a Report button that opens the report form (Cancel brings focus back to it). */
export function ReportNote({ shortUuid }: { shortUuid: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  useEffect(() => {
    if (!open && closed.current) opener.current?.focus();
  }, [open]);
  const close = () => {
    closed.current = true;
    setOpen(false);
  };
  if (!open) {
    return (
      <section className="report-note" aria-label="Report this note">
        <button
          ref={opener}
          type="button"
          className="button button--small report-note__open"
          onClick={() => setOpen(true)}
        >
          <span aria-hidden="true">⚑</span> Report
        </button>
      </section>
    );
  }
  return (
    <Suspense fallback={<LoadingState label="Opening the report form…" />}>
      <ReportNoteForm shortUuid={shortUuid} onCancel={close} />
    </Suspense>
  );
}
