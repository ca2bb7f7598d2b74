import { Link } from 'react-router-dom';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { api } from '../../../api/api-client.ts';
import { useQuery } from '../../../hooks/use-query.ts';
import { AdminSectionHeader } from '../admin-section-header.tsx';
import { adminSections } from '../admin-sections.ts';
import './admin-overview-page.css';

/** The figure each of the overview's three cards shows, by section path. */
type Figures = Record<string, string>;

/** The sections with a card, and what their card says when its figure cannot be had. */
const figureOf: Figures = { '/admin/bedrock': 'Model unknown', '/admin/prompts': 'Prompts unknown', '/admin/users': 'Users unknown' };

/** Each card's live figure; a figure that cannot be had says so rather than failing the page. */
async function loadFigures(signal: AbortSignal): Promise<Figures> {
  const [models, prompts, users] = await Promise.allSettled([
    api.call(adminEndpoints.adminModels, { signal }),
    api.call(adminEndpoints.adminPrompts, { signal }),
    api.call(adminEndpoints.adminUsers, { query: { page: 1, pageSize: 25 }, signal }),
  ]);
  const versions = prompts.status === 'fulfilled' ? Object.values(prompts.value.prompts).reduce((total, list) => total + list.length, 0) : undefined;
  return {
    ...figureOf,
    ...(models.status === 'fulfilled' && { '/admin/bedrock': `Active: ${models.value.activeModel}` }),
    ...(versions !== undefined && { '/admin/prompts': `${versions} prompt version${versions === 1 ? '' : 's'}` }),
    ...(users.status === 'fulfilled' && { '/admin/users': `${users.value.totalCount} user${users.value.totalCount === 1 ? '' : 's'}` }),
  };
}

/** The admin overview (spec §2): three cards, Bedrock Models, Prompt Management and User Management, each with its live figure. */
export function AdminOverviewPage() {
  const figures = useQuery(loadFigures, []);
  return (
    <>
      <AdminSectionHeader title="Admin Dashboard" description="Run the site: the AI model, its prompts and the people who use it." />
      <ul className="admin-overview">
        {adminSections.filter((section) => Object.hasOwn(figureOf, section.path)).map((section) => (
          <li key={section.path} className="card admin-overview__card">
            <h2>{section.label}</h2>
            <p>{section.description}</p>
            <p className="admin-overview__figure" aria-live="polite">
              {figures.data?.[section.path] ?? (figures.loading ? 'Loading…' : '')}
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
