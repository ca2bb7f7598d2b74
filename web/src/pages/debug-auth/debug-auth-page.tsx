import type { ApiError } from '#contract/api/api-error.ts';
import { endpoints } from '#contract/endpoints.ts';
import { toApiError } from '../../api/to-api-error.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { useSession } from '../../auth/session-context.ts';
import type { SessionCheck, SessionStatus } from '../../auth/session-context.ts';
import { formatDateTime } from '../../format/format-date.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { Facts } from './facts.tsx';
import { TestCallSection } from './test-call-section.tsx';
import type { TestOutcome } from './test-call-section.tsx';
import './debug-auth-page.css';

/** A test call's outcome: what `outcome` makes of its answer, or why it failed; then, when `timed`, the round trip's time. */
async function testCall<A>(
  call: () => Promise<A>,
  outcome: (answer: A) => TestOutcome,
  timed = false,
): Promise<TestOutcome> {
  const started = performance.now();
  const roundTrip = (): [string, string][] =>
    timed ? [['Round trip', `${Math.round(performance.now() - started)} ms`]] : [];
  try {
    const { ok, lines } = outcome(await call());
    return { ok, lines: [...lines, ...roundTrip()] };
  } catch (error) {
    return { ok: false, lines: [...failureLines(toApiError(error)), ...roundTrip()] };
  }
}

/**
 * Diagnostics (spec §2 Debug-auth): who is signed in, what the session check said and the session's
 * claims, and two test calls: the health check and an authenticated call.
 */
export function DebugAuthPage() {
  useDocumentTitle('Auth Diagnostics · Nemesis Day');
  const session = useSession();
  const { claims, lastCheck } = session;
  const health = useWrite(() =>
    testCall(
      () => callEndpoint(endpoints.health),
      (answer) => ({
        ok: answer.status === 'ok',
        lines: [
          ['Status', answer.status],
          ['Version', answer.version],
          ['Database', answer.database],
        ],
      }),
      true,
    ),
  );
  const authenticated = useWrite(() =>
    testCall(
      () => callEndpoint(endpoints.session),
      (answer) => ({
        ok: true,
        lines: [
          ['Result', 'OK'],
          ['Signed in as', answer.email],
        ],
      }),
    ),
  );

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
          The session cookie is HttpOnly, so this page cannot read it; it shows what the server said when asked for the
          session (<code>GET {endpoints.session.path}</code>).
        </p>
        <Facts
          rows={[
            ['Session check', sessionCheckText(session.status, lastCheck)],
            ['Checked at', lastCheck ? formatDateTime(lastCheck.at, 'seconds') : '—'],
            ['Issued at', claims ? formatDateTime(claims.issuedAt, 'seconds') : '—'],
            [
              'Expires at',
              claims ? (claims.expiresAt ? formatDateTime(claims.expiresAt, 'seconds') : 'Never (until revoked)') : '—',
            ],
          ]}
        />
        <h3 className="debug__subtitle">Claims</h3>
        {claims ? (
          <pre className="debug__json">{JSON.stringify(claims, null, 2)}</pre>
        ) : (
          <p className="debug__note">No claims: not signed in.</p>
        )}
      </section>

      <TestCallSection
        id="debug-health"
        title="Health Check"
        label="Test Health Check"
        runningLabel="Checking…"
        resultLabel="Health check result"
        call={health}
      >
        Calls <code>GET {endpoints.health.path}</code> (no sign-in needed).
      </TestCallSection>

      <TestCallSection
        id="debug-call"
        title="Authenticated Call"
        label="Test Authenticated Call"
        runningLabel="Calling…"
        resultLabel="Authenticated call result"
        call={authenticated}
      >
        Calls <code>GET {endpoints.session.path}</code> with this browser&apos;s session cookie.
      </TestCallSection>
    </div>
  );
}

function failureLines(error: ApiError): [string, string][] {
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
