import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { adminDefaultPageSize } from '#contract/admin/admin-messages.ts';
import { useEndpoint } from '../../../api/use-endpoint.ts';
import { AdminSectionHeader } from '../admin-section-header.tsx';
import { adminSections } from '../admin-sections.ts';
import { SiteStatus } from './site-status.tsx';
import './admin-overview-page.css';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** A card's figure: from its answer, 'Loading…' until it comes, and what the card says when it cannot be had (rather than failing the page). */
function figure<T>(query: UseQueryResult<T>, text: (data: T) => string, unknown: string): string {
  if (query.data !== undefined) return text(query.data);
  return query.isPending ? 'Loading…' : unknown;
}

/**
 * The admin overview (spec §2): first what needs the admin now (SiteStatus: open reports, held notes,
 * mail, AI providers, the last backup), then three cards, AI Models (the spec's Bedrock Models),
 * Prompt Management and User Management, each with its live figure. Each comes from the answer its section shows (the Users figure from the
 * list's first page), so opening a section after the overview starts from what is already loaded.
 */
export function AdminOverviewPage() {
  const models = useEndpoint(adminEndpoints.adminModels);
  const prompts = useEndpoint(adminEndpoints.adminPrompts);
  const users = useEndpoint(adminEndpoints.adminUsers, { query: { page: 1, pageSize: adminDefaultPageSize } });
  const figures: Record<string, string> = {
    '/admin/bedrock': figure(models, (data) => `Active: ${data.activeModel}`, 'Model unknown'),
    '/admin/prompts': figure(
      prompts,
      (data) =>
        plural(
          Object.values(data.prompts).reduce((total, list) => total + list.length, 0),
          'prompt version',
        ),
      'Prompts unknown',
    ),
    '/admin/users': figure(users, (data) => plural(data.totalCount, 'user'), 'Users unknown'),
  };
  return (
    <>
      <AdminSectionHeader
        title="Admin Dashboard"
        description="Run the site: what needs you now, the AI model, its prompts and the people who use it."
      />
      <SiteStatus />
      <ul className="admin-overview">
        {adminSections
          .filter((section) => Object.hasOwn(figures, section.path))
          .map((section) => (
            <li key={section.path} className="card admin-overview__card">
              <h2>{section.label}</h2>
              <p>{section.description}</p>
              <p className="admin-overview__figure" aria-live="polite">
                {figures[section.path]}
              </p>
              <Link to={section.path} className="button button--primary">
                Open {section.label}
              </Link>
            </li>
          ))}
      </ul>
    </>
  );
}
