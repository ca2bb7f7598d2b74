import type { Command } from 'commander';
import { Box, Text } from 'ink';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { signedInConnection } from '../session/connection.ts';
import { shortTime } from '../ui/short-time.ts';
import { Table } from '../ui/table.tsx';
import { terminal } from '../ui/terminal.tsx';
import { apiCommand, wholeNumber } from './api-command.ts';
import type { ApiOptions } from './api-command.ts';
import { reportPageSize } from './report-page-size.ts';

/** Adds `nemesis mail [show]`: the mail outbox. */
export function addMailCommands(program: Command): void {
  const mail = apiCommand(program, 'mail', 'list the mail outbox, newest first (codes and passwords masked: without SMTP they are in the server log)', ['nemesis mail --to me@example.com', 'nemesis mail show <id>'])
    .option('--to <address>', 'only mail to this address (on the page fetched)')
    .option('--page <n>', 'page number', wholeNumber(1), 1)
    .action(async (options: ApiOptions & { to?: string; page: number }) => {
      const connection = signedInConnection(options.url);
      const listing = await terminal.spin('Loading…', () => connection.call(adminEndpoints.adminMail, { query: { page: options.page, pageSize: reportPageSize } }), options.json);
      const to = options.to?.trim().toLowerCase();
      const shown = { ...listing, mail: listing.mail.filter((entry) => !to || entry.recipient.toLowerCase() === to) };
      if (options.json) return terminal.printJson(shown);
      terminal.print(
        <Box flexDirection="column">
          <Table
            width={terminal.width()}
            rows={shown.mail}
            empty="No mail."
            columns={[
              { header: 'WHEN', cell: (entry) => shortTime(entry.createdAt) },
              { header: 'TO', cell: (entry) => entry.recipient, shrink: true },
              { header: 'SUBJECT', cell: (entry) => entry.subject, shrink: true },
              { header: 'STATUS', cell: (entry) => entry.status, color: (entry) => (entry.status === 'failed' ? 'red' : entry.status === 'pending' ? 'yellow' : 'green') },
              { header: 'ID', cell: (entry) => entry.id },
            ]}
          />
          {shown.mail.length > 0 && <Text dimColor>Read one with: nemesis mail show {shown.mail[0]!.id}</Text>}
        </Box>,
      );
    });

  apiCommand(mail, 'show <id>', 'show one mail with its text', ['nemesis mail show 0b7c…']).action(async (id: string, options: ApiOptions) => {
    const connection = signedInConnection(options.url);
    const entry = await terminal.spin('Loading…', () => connection.call(adminEndpoints.adminMailItem, { params: { id } }), options.json);
    if (options.json) return terminal.printJson(entry);
    terminal.print(
      <Box flexDirection="column">
        <Text>
          <Text bold>To:</Text> {entry.recipient}
        </Text>
        <Text>
          <Text bold>Subject:</Text> {entry.subject}
        </Text>
        <Text dimColor>
          {entry.status} · {shortTime(entry.createdAt)}
          {entry.lastError ? ` · ${entry.lastError}` : ''}
        </Text>
        <Text> </Text>
        <Text>{entry.text}</Text>
      </Box>,
    );
  });
}
