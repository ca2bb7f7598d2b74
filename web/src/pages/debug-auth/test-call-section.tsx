import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiError } from '#contract/api/api-error.ts';
import { Facts } from './facts.tsx';
import './debug-auth-page.css';
import './test-call-section.css';

/** A test call's outcome as the page shows it: whether it went well, and what it found. */
export interface TestOutcome {
  ok: boolean;
  lines: [string, string][];
}

/** What a TestCallSection runs and how it labels it. */
export interface TestCallSectionProps {
  id: string;
  title: string;
  label: string;
  runningLabel: string;
  /** The outcome's accessible name. */
  resultLabel: string;
  /** The call, a write whose result is its outcome (failed calls included): busy while it runs. */
  call: UseMutationResult<TestOutcome, ApiError, void>;
  /** What the call does. */
  children: ReactNode;
}

/** One of the diagnostics' test calls: what it does, its button (busy while it runs) and its outcome, announced. */
export function TestCallSection({ id, title, label, runningLabel, resultLabel, call, children }: TestCallSectionProps) {
  const outcome = call.isPending ? 'running' : call.data;
  return (
    <section className="card debug__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="debug__note">{children}</p>
      <button type="button" className="button" onClick={() => call.mutate()} disabled={outcome === 'running'}>
        {outcome === 'running' ? runningLabel : label}
      </button>
      <div role="status" aria-label={resultLabel} className="debug__outcome">
        {outcome && outcome !== 'running' && (
          <div className={outcome.ok ? 'debug__result debug__result--ok' : 'debug__result debug__result--failed'}>
            <Facts rows={outcome.lines} />
          </div>
        )}
      </div>
    </section>
  );
}
