import type { Command } from 'commander';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { signedInConnection } from '../session/connection.ts';
import type { Connection } from '../session/connection.ts';
import { shortTime } from '../ui/short-time.ts';
import { Table } from '../ui/table.tsx';
import { terminal } from '../ui/terminal.tsx';
import { apiCommand, wholeNumber } from './api-command.ts';
import type { ApiOptions } from './api-command.ts';
import { reportPageSize } from './report-page-size.ts';

/** Adds `nemesis audit`: the latest admin changes. */
export function addAuditCommand(program: Command): void {
  apiCommand(program, 'audit', 'list the latest admin changes: who, when, what, before and after', [
    'nemesis audit --limit 10',
    'nemesis audit --json | jq ".entries[0]"',
  ])
    .option('--limit <n>', 'how many entries', wholeNumber(1), 25)
    .action(async (options: ApiOptions & { limit: number }) => {
      const connection = signedInConnection(options.url);
      const entries = await terminal.spin('Loading…', () => latest(connection, options.limit), options.json);
      if (options.json) return terminal.printJson(entries);
      terminal.print(
        <Table
          width={terminal.width()}
          rows={entries.entries}
          empty="No admin changes yet."
          columns={[
            { header: 'WHEN', cell: (entry) => shortTime(entry.createdAt) },
            { header: 'WHO', cell: (entry) => entry.actorEmail, shrink: true },
            { header: 'ACTION', cell: (entry) => entry.action },
            { header: 'TARGET', cell: (entry) => entry.target, shrink: true },
            {
              header: 'BEFORE → AFTER',
              cell: (entry) => `${brief(entry.before)} → ${brief(entry.after)}`,
              shrink: true,
            },
          ]}
        />,
      );
    });
}

/** The newest `limit` audit entries, fetched a page at a time, in the API's shape. */
async function latest(connection: Connection, limit: number) {
  const first = await connection.call(adminEndpoints.adminAudit, { query: { page: 1, pageSize: reportPageSize } });
  const entries = [...first.entries];
  for (let page = 2; entries.length < limit && (page - 1) * reportPageSize < first.totalCount; page++) {
    entries.push(
      ...(await connection.call(adminEndpoints.adminAudit, { query: { page, pageSize: reportPageSize } })).entries,
    );
  }
  return { entries: entries.slice(0, limit), totalCount: first.totalCount };
}

function brief(value: unknown): string {
  return value === undefined || value === null ? '–' : JSON.stringify(value);
}
