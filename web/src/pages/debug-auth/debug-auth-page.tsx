import { useState } from 'react';
import type { ReactNode } from 'react';
import { ApiError } from '#contract/api/api-error.ts';
import { endpoints } from '#contract/endpoints.ts';
import { api } from '../../api/api-client.ts';
import { useSession } from '../../auth/session-context.ts';
import type { SessionCheck, SessionStatus } from '../../auth/session-context.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import './debug-auth-page.css';

/** A test call's outcome as the page shows it. */
type Outcome = { ok: boolean; lines: [string, string][] } | 'running' | undefined;

/**
 * Diagnostics (spec §2 Debug-auth): who is signed in, what the session check said and the session's
 * claims, and two test calls: the health check and an authenticated call.
 */
export function DebugAuthPage() {
  useDocumentTitle('Auth Diagnostics · Nemesis Day');
  const session = useSession();
  const { claims, lastCheck } = session;
  const [health, setHealth] = useState<Outcome>();
  const [authenticated, setAuthenticated] = useState<Outcome>();

  const runHealth = async () => {
    setHealth('running');
    const started = performance.now();
    try {
      const answer = await api.call(endpoints.health);
      const roundTrip = `${Math.round(performance.now() - started)} ms`;
      setHealth({
        ok: answer.status === 'ok',
        lines: [
          ['Status', answer.status],
          ['Version', answer.version],
          ['Database', answer.database],
          ['Round trip', roundTrip],
        ],
      });
    } catch (error) {
      setHealth({ ok: false, lines: [...failureLines(error), ['Round trip', `${Math.round(performance.now() - started)} ms`]] });
    }
  };

  const runAuthenticated = async () => {
    setAuthenticated('running');
    try {
      const answer = await api.call(endpoints.session);
      setAuthenticated({
        ok: true,
        lines: [
          ['Result', 'OK'],
          ['Signed in as', answer.email],
        ],
      });
    } catch (error) {
      setAuthenticated({ ok: false, lines: failureLines(error) });
    }
  };

  return (
    <div className="debug">
      <h1>Auth Diagnostics</h1>

      <section className="card debug__section" aria-labelledby="debug-user">
        <h2 id="debug-user">User Status</h2>
        <Facts
          rows={[
            ['Signed in', session.status === 'loading' ? 'Checking…' : session.status === 'signed-in' ? 'Yes' : 'No'],
            ['Email', claims?.email ?? '—'],
            ['User id (sub)', claims ? <code>{claims.sub}</code> : '—'],
            ['Admin', claims ? (claims.isAdmin ? 'Yes' : 'No') : '—'],
            ['Sign-in method', claims?.authMethod ?? '—'],
          ]}
        />
      </section>

      <section className="card debug__section" aria-labelledby="debug-session">
        <h2 id="debug-session">Session Status</h2>
        <p className="debug__note">
          The session cookie is HttpOnly, so this page cannot read it; it shows what the server said when asked for the session
          (<code>GET {endpoints.session.path}</code>).
        </p>
        <Facts
          rows={[
            ['Session check', sessionCheckText(session.status, lastCheck)],
            ['Checked at', lastCheck ? formatDateTime(lastCheck.at) : '—'],
            ['Issued at', claims ? formatDateTime(claims.issuedAt) : '—'],
            ['Expires at', claims ? (claims.expiresAt ? formatDateTime(claims.expiresAt) : 'Never (until revoked)') : '—'],
          ]}
        />
        <h3 className="debug__subtitle">Claims</h3>
        {claims ? <pre className="debug__json">{JSON.stringify(claims, null, 2)}</pre> : <p className="debug__note">No claims: not signed in.</p>}
      </section>

      <section className="card debug__section" aria-labelledby="debug-health">
        <h2 id="debug-health">Health Check</h2>
        <p className="debug__note">
          Calls <code>GET {endpoints.health.path}</code> (no sign-in needed).
        </p>
        <button type="button" className="button" onClick={() => void runHealth()} disabled={health === 'running'}>
          {health === 'running' ? 'Checking…' : 'Test Health Check'}
        </button>
        <OutcomeView outcome={health} label="Health check result" />
      </section>

      <section className="card debug__section" aria-labelledby="debug-call">
        <h2 id="debug-call">Authenticated Call</h2>
        <p className="debug__note">
          Calls <code>GET {endpoints.session.path}</code> with this browser&apos;s session cookie.
        </p>
        <button type="button" className="button" onClick={() => void runAuthenticated()} disabled={authenticated === 'running'}>
          {authenticated === 'running' ? 'Calling…' : 'Test Authenticated Call'}
        </button>
        <OutcomeView outcome={authenticated} label="Authenticated call result" />
      </section>
    </div>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {rows.map(([term, value]) => (
        <div key={term} className="facts__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OutcomeView({ outcome, label }: { outcome: Outcome; label: string }) {
  return (
    <div role="status" aria-label={label} className="debug__outcome">
      {outcome && outcome !== 'running' && (
        <div className={outcome.ok ? 'debug__result debug__result--ok' : 'debug__result debug__result--failed'}>
          <Facts rows={outcome.lines} />
        </div>
      )}
    </div>
  );
}

function failureLines(error: unknown): [string, string][] {
  if (!(error instanceof ApiError)) return [['Result', 'Failed'], ['Error', String(error)]];
  return [
    ['Result', 'Failed'],
    ['HTTP status', error.status === 0 ? 'no answer' : String(error.status)],
    ['Error', error.code ?? error.title],
    ['Message', error.serverMessage ?? error.message],
  ];
}

function sessionCheckText(status: SessionStatus, check: SessionCheck | undefined): string {
  if (status === 'loading') return 'Checking…';
  if (!check) return 'Not made: this browser has not signed in (or has signed out since)';
  if (check.ok) return 'Succeeded: the session cookie is present and valid';
  return `Failed (${check.status === 0 ? 'no answer' : `HTTP ${check.status}`}): ${check.message}`;
}

function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
}
