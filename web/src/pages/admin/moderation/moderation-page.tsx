import { useState } from 'react';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { ModerationStatus } from '#contract/admin/moderation-queue-schemas.ts';
import { AdminFilterBar } from '../admin-filter-bar.tsx';
import { AdminPagedList } from '../admin-paged-list.tsx';
import { AdminSectionHeader } from '../admin-section-header.tsx';
import { adminSections } from '../admin-sections.ts';
import { AdminSelectField } from '../admin-select-field.tsx';
import { usePagedEndpoint } from '../use-paged-endpoint.ts';
import { ModerationItemCard } from './moderation-item-card.tsx';
import { AdminRefreshButton } from '../admin-refresh-button.tsx';
import { HoldThresholdForm } from './hold-threshold-form.tsx';
import './moderation-page.css';

const section = adminSections.find((item) => item.path === '/admin/moderation')!;

const statusOptions = [
  { value: 'open', label: 'Open' },
  { value: 'decided', label: 'Decided' },
] as const;

/** Moderation: the automatic hold's setting, then reported notes, the latest reported first, a page at a time, open or decided, each with its reports and the decisions on it. */
export function ModerationPage() {
  const [status, setStatus] = useState<ModerationStatus>('open');
  const list = usePagedEndpoint(adminEndpoints.adminModerationQueue, { status });
  return (
    <>
      <AdminSectionHeader
        title={section.label}
        description={section.description}
        actions={<AdminRefreshButton query={list.query} />}
      />
      <HoldThresholdForm />
      <AdminFilterBar label="Filter reported notes">
        <AdminSelectField
          label="Reports"
          value={status}
          options={statusOptions}
          onChange={(value) => {
            setStatus(value as ModerationStatus);
            list.setPage(1);
          }}
        />
      </AdminFilterBar>
      <AdminPagedList
        list={list}
        what="reported notes"
        empty={status === 'open' ? 'No open reports.' : 'No decided reports yet.'}
      >
        {({ items }) => (
          <ul className="moderation-page__items" aria-label="Reported notes">
            {items.map((item) => (
              <ModerationItemCard key={item.note.shortUuid} item={item} />
            ))}
          </ul>
        )}
      </AdminPagedList>
    </>
  );
}
