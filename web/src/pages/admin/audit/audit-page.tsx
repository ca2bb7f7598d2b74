import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { formatDateTime } from '../../../format/format-date.ts';
import { AdminPagedList } from '../admin-paged-list.tsx';
import { AdminTable } from '../admin-table.tsx';
import { AdminSectionHeader } from '../admin-section-header.tsx';
import { adminSections } from '../admin-sections.ts';
import { EmailLines } from '../email-lines.tsx';
import { usePagedEndpoint } from '../use-paged-endpoint.ts';
import { AuditChange } from './audit-change.tsx';
import { AdminRefreshButton } from '../admin-refresh-button.tsx';
import './audit-page.css';

const section = adminSections.find((item) => item.path === '/admin/audit')!;

/** Audit: every admin write, newest first, a page at a time: when, who, what, on what, and the state before and after. */
export function AuditPage() {
  const list = usePagedEndpoint(adminEndpoints.adminAudit);
  return (
    <>
      <AdminSectionHeader
        title={section.label}
        description={section.description}
        actions={<AdminRefreshButton query={list.query} />}
      />
      <AdminPagedList list={list} what="audit entries" empty="No admin has changed anything yet.">
        {({ entries }) => (
          <AdminTable
            caption="Admin changes, newest first"
            columns={['When', 'Who', 'Action', 'Target', 'Before and after']}
          >
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="audit-page__nowrap">{formatDateTime(entry.createdAt, 'seconds')}</td>
                <td>
                  <EmailLines email={entry.actorEmail} />
                </td>
                <td className="audit-page__nowrap">
                  <code>{entry.action}</code>
                </td>
                <td>
                  <EmailLines email={entry.target} />
                </td>
                <td>
                  <AuditChange before={entry.before} after={entry.after} />
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminPagedList>
    </>
  );
}
