import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { settledError } from '../../../api/settled-error.ts';
import { useEndpoint } from '../../../api/use-endpoint.ts';
import { CallError } from '../../../components/call-error.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { formatDateTime } from '../../../format/format-date.ts';
import { AdminBadge } from '../admin-badge.tsx';
import { AdminDetailList } from '../admin-detail-list.tsx';
import { AdminSectionHeader } from '../admin-section-header.tsx';
import { adminSections } from '../admin-sections.ts';
import { backupHint, lastBackupText, mailText, providerText } from './health-texts.ts';
import './health-page.css';

const section = adminSections.find((item) => item.path === '/admin/health')!;

/**
 * Health: what `nemesis health` shows (GET /admin/health): all good or degraded, the database, the
 * mail waiting to go, the last backup, and each configured AI provider with the address asked and,
 * when it does not answer, the error. Check Again asks the server once more.
 */
export function HealthPage() {
  const health = useEndpoint(adminEndpoints.adminHealth);
  const failure = settledError(health);
  const report = health.data;
  const mail = report && mailText(report);
  const checkAgain = (
    <button type="button" className="button" onClick={() => void health.refetch()} disabled={health.isFetching}>
      {health.isFetching && report ? 'Checking…' : 'Check Again'}
    </button>
  );
  return (
    <>
      <AdminSectionHeader title={section.label} description={section.description} actions={checkAgain} />
      {failure && !report && (
        <CallError
          error={failure}
          message="Failed to check the server's health."
          onRetry={() => void health.refetch()}
        />
      )}
      {!report && health.isFetching && <LoadingState label="Checking the server…" />}
      {report && (
        <section className="card health-page" aria-label="Server health">
          <p className="health-page__summary" role="status">
            <AdminBadge tone={report.status === 'ok' ? 'good' : 'warning'}>
              {report.status === 'ok' ? 'All good' : 'Degraded'}
            </AdminBadge>{' '}
            Checked {formatDateTime(report.checkedAt, 'seconds')}
          </p>
          <AdminDetailList
            rows={[
              ['Database', report.database === 'ok' ? 'Answers' : 'Does not answer'],
              ['Mail', [mail?.figure, mail?.why].filter(Boolean).join('. ')],
              ['Last backup', report.lastBackup ? lastBackupText(report.lastBackup) : `None yet. ${backupHint}`],
            ]}
          />
          <h2>AI providers</h2>
          <ul className="health-page__providers">
            {report.providers.map((provider) => (
              <li key={provider.name}>
                <AdminBadge tone={provider.reachable ? 'good' : 'danger'}>
                  {provider.reachable ? 'OK' : 'Down'}
                </AdminBadge>{' '}
                <strong>{provider.name}</strong>: {providerText(provider)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
