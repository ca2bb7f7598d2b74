import type { Command } from 'commander';
import { Box } from 'ink';
import { Text } from '../ui/text.tsx';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { signedInConnection } from '../session/connection.ts';
import { MailText } from '../ui/mail-text.tsx';
import { shortTime } from '../ui/short-time.ts';
import { Table } from '../ui/table.tsx';
import { terminal } from '../ui/terminal.tsx';
import { apiCommand, wholeNumber } from './api-command.ts';
import type { ApiOptions } from './api-command.ts';
import { reportPageSize } from './report-page-size.ts';
import { readLocalOutbox } from '../operator/server-commands.ts';

/** Each outbox status's colour in the list: waiting in yellow or blue, not sent in red, done in green. */
const mailStatusColour: Record<string, string> = {
  scheduled: 'cyan',
  pending: 'yellow',
  failed: 'red',
  stopped: 'red',
  cancelled: 'gray',
  sent: 'green',
  logged: 'green',
};

/** Adds `nemesis mail [show]`: the mail outbox. */
export function addMailCommands(program: Command): void {
  const mail = apiCommand(
    program,
    'mail',
    'list the mail outbox, newest first (codes and passwords masked; --data-dir reads them beside the server)',
    [
      'nemesis mail --to me@example.com',
      'nemesis mail show <id>',
      'nemesis mail --data-dir /var/lib/nemesis --to me@example.com',
    ],
  )
    .option('--to <address>', 'only mail to this address (on the page fetched)')
    .option('--page <n>', 'page number', wholeNumber(1), 1)
    .option(
      '-d, --data-dir <dir>',
      'read the outbox straight from the database in this folder, codes included, with no login (env DATA_DIR; DATABASE_URL for PostgreSQL): for a first install without SMTP',
    )
    .action(async (options: ApiOptions & { to?: string; page: number; dataDir?: string }) => {
      const to = options.to?.trim().toLowerCase();
      const sentTo = <T extends { recipient: string }>(entry: T) => !to || entry.recipient.toLowerCase() === to;
      if (options.dataDir !== undefined) {
        const local = await readLocalOutbox({ dataDir: options.dataDir, page: options.page, pageSize: reportPageSize });
        const shown = { ...local, mail: local.mail.filter(sentTo) };
        if (options.json) return terminal.printJson(shown);
        return terminal.print(
          <Box flexDirection="column" gap={1}>
            {shown.mail.length === 0 && <Text>No mail.</Text>}
            {shown.mail.map((entry) => (
              <MailText key={entry.id} entry={entry} />
            ))}
          </Box>,
        );
      }
      const connection = signedInConnection(options.url);
      const listing = await terminal.spin(
        'Loading…',
        () => connection.call(adminEndpoints.adminMail, { query: { page: options.page, pageSize: reportPageSize } }),
        options.json,
      );
      const shown = { ...listing, mail: listing.mail.filter(sentTo) };
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
              {
                header: 'STATUS',
                // Held mail (a Nemesis Note waiting for Nemesis Day) says when it leaves.
                cell: (entry) =>
                  entry.status === 'scheduled' && entry.scheduledFor
                    ? `scheduled ${shortTime(entry.scheduledFor)}`
                    : entry.status,
                color: (entry) => mailStatusColour[entry.status],
              },
              { header: 'ID', cell: (entry) => entry.id },
            ]}
          />
          {shown.mail.length > 0 && <Text dimColor>Read one with: nemesis mail show {shown.mail[0]!.id}</Text>}
        </Box>,
      );
    });

  apiCommand(mail, 'show <id>', 'show one mail with its text', ['nemesis mail show 0b7c…']).action(
    async (id: string, options: ApiOptions) => {
      const connection = signedInConnection(options.url);
      const entry = await terminal.spin(
        'Loading…',
        () => connection.call(adminEndpoints.adminMailItem, { params: { id } }),
        options.json,
      );
      if (options.json) return terminal.printJson(entry);
      terminal.print(<MailText entry={entry} />);
    },
  );
}
