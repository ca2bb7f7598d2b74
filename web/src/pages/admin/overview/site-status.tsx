import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { adminPageSizes } from '#contract/admin/admin-messages.ts';
import { useEndpoint } from '../../../api/use-endpoint.ts';
import { lastBackupText, mailText } from '../health/health-texts.ts';
import type { Health } from '../health/health-texts.ts';

// The largest page: the held notes are counted among the first this many notes with open reports.
const queuePageSize = Math.max(...adminPageSizes);

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** A figure from its answer, 'Loading…' until it comes, and 'Unknown' when it cannot be had (rather than failing the page). */
function figure<T>(query: UseQueryResult<T>, text: (data: T) => string): string {
  if (query.data !== undefined) return text(query.data);
  return query.isPending ? 'Loading…' : 'Unknown';
}

/** The AI providers in a line: all answer, or which do not. */
function providersText(health: Health): string {
  const down = health.providers.filter((provider) => !provider.reachable).map((provider) => provider.name);
  return down.length === 0 ? 'All answer' : `Not answering: ${down.join(', ')}`;
}

/**
 * What an admin opens the panel for, each with the section that deals with it: the notes with open
 * reports (and how many are held from readers), the mail waiting to go (or that none is sent), whether every AI provider
 * answers, and the last backup.
 */
export function SiteStatus() {
  const queue = useEndpoint(adminEndpoints.adminModerationQueue, {
    query: { status: 'open', page: 1, pageSize: queuePageSize },
  });
  const health = useEndpoint(adminEndpoints.adminHealth);
  const held = (items: NonNullable<typeof queue.data>) => {
    const count = items.items.filter((item) => item.hidden?.held).length;
    return `${count}${items.totalCount > items.items.length ? ' or more' : ''} held from readers`;
  };
  const tiles = [
    {
      label: 'Open reports',
      figure: figure(queue, (data) => plural(data.totalCount, 'note')),
      more: queue.data ? held(queue.data) : undefined,
      link: { to: '/admin/moderation', text: 'Review reports' },
    },
    {
      label: 'Mail',
      figure: figure(health, (data) => mailText(data).figure),
      more: health.data && mailText(health.data).why,
      link: { to: '/admin/messages', text: 'Open the outbox' },
    },
    {
      label: 'AI providers',
      figure: figure(health, providersText),
      link: { to: '/admin/health', text: 'See health' },
    },
    {
      label: 'Last backup',
      figure: figure(health, (data) => lastBackupText(data.lastBackup)),
      more: health.data && !health.data.lastBackup ? 'Take one with nemesis backup.' : undefined,
      link: { to: '/admin/health', text: 'See health' },
    },
  ];
  return (
    <section aria-labelledby="site-status-heading" className="admin-overview__status">
      <h2 id="site-status-heading">Right now</h2>
      <ul className="admin-overview__stats">
        {tiles.map((tile) => (
          <li key={tile.label} className="card admin-overview__stat">
            <h3>{tile.label}</h3>
            <p className="admin-overview__figure" aria-live="polite">
              {tile.figure}
            </p>
            {tile.more && <p>{tile.more}</p>}
            <Link to={tile.link.to}>{tile.link.text}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
