import type { Command } from 'commander';
import { Box } from 'ink';
import { Text } from '../ui/text.tsx';
import type { ReactElement } from 'react';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { signedInConnection } from '../session/connection.ts';
import type { Connection } from '../session/connection.ts';
import { shortTime } from '../ui/short-time.ts';
import { Table } from '../ui/table.tsx';
import { terminal } from '../ui/terminal.tsx';
import { apiCommand, wholeNumber } from './api-command.ts';
import type { ApiOptions } from './api-command.ts';
import { reportPageSize } from './report-page-size.ts';

/** Adds `nemesis messages [contact|appreciation]`: what visitors sent. */
export function addMessageCommands(program: Command): void {
  const messages = apiCommand(
    program,
    'messages',
    'what visitors sent: Contact messages and Nemesis Notes (both, newest first)',
    ['nemesis messages', 'nemesis messages contact --json | jq ".messages[].subject"'],
  ).action(async (options: ApiOptions) => {
    const connection = signedInConnection(options.url);
    const [contact, appreciation] = await terminal.spin(
      'Loading…',
      () => Promise.all(messageLogs.map((log) => log.fetch(connection, 1))),
      options.json,
    );
    if (options.json) return terminal.printJson({ contact: contact!.answer, appreciation: appreciation!.answer });
    terminal.print(
      <Box flexDirection="column">
        <Text bold>Contact messages</Text>
        {contact!.view}
        <Text> </Text>
        <Text bold>Nemesis Notes</Text>
        {appreciation!.view}
      </Box>,
    );
  });
  for (const log of messageLogs) {
    apiCommand(messages, log.name, log.help, [`nemesis messages ${log.name} --page 2`])
      .option('--page <n>', 'page number', wholeNumber(1), 1)
      .action(async (options: ApiOptions & { page: number }) => {
        const connection = signedInConnection(options.url);
        const { answer, view } = await terminal.spin(
          'Loading…',
          () => log.fetch(connection, options.page),
          options.json,
        );
        if (options.json) return terminal.printJson(answer);
        terminal.print(view);
      });
  }
}

/** One log of what visitors sent, by its subcommand name: a page of it fetched, as the API answered and as a table. */
interface MessageLog {
  name: string;
  help: string;
  fetch(connection: Connection, page: number): Promise<{ answer: unknown; view: ReactElement }>;
}

function messageLog<T>(
  name: string,
  help: string,
  load: (connection: Connection, page: number) => Promise<T>,
  table: (listing: T) => ReactElement,
): MessageLog {
  return {
    name,
    help,
    fetch: async (connection, page) => {
      const answer = await load(connection, page);
      return { answer, view: table(answer) };
    },
  };
}

/** The Contact messages and the Nemesis Notes sent. */
const messageLogs: MessageLog[] = [
  messageLog(
    'contact',
    'list Contact messages and their forwarding state',
    (connection, page) =>
      connection.call(adminEndpoints.adminContactMessages, { query: { page, pageSize: reportPageSize } }),
    (listing) => (
      <Table
        width={terminal.width()}
        rows={listing.messages}
        empty="No Contact messages."
        columns={[
          { header: 'WHEN', cell: (entry) => shortTime(entry.createdAt) },
          { header: 'FROM', cell: (entry) => `${entry.name} <${entry.email}>`, shrink: true },
          { header: 'SUBJECT', cell: (entry) => entry.subject, shrink: true },
          { header: 'MESSAGE', cell: (entry) => entry.message.replace(/\s+/g, ' '), shrink: true },
          {
            header: 'FORWARD',
            cell: (entry) => entry.status,
            color: (entry) => (entry.status === 'failed' ? 'red' : undefined),
          },
        ]}
      />
    ),
  ),
  messageLog(
    'appreciation',
    'list the Nemesis Notes: sent, held for Nemesis Day, cancelled or refused',
    (connection, page) =>
      connection.call(adminEndpoints.adminAppreciationNotes, { query: { page, pageSize: reportPageSize } }),
    (listing) => (
      <Table
        width={terminal.width()}
        rows={listing.notes}
        empty="No Nemesis Notes sent."
        columns={[
          { header: 'WHEN', cell: (note) => shortTime(note.createdAt) },
          { header: 'FROM', cell: (note) => `${note.senderName} <${note.senderEmail}>`, shrink: true },
          { header: 'TO', cell: (note) => `${note.nemesisName} <${note.nemesisEmail}>`, shrink: true },
          {
            header: 'STATUS',
            // A held note says when it leaves.
            cell: (note) =>
              note.status === 'scheduled' && note.deliverAt
                ? `scheduled for ${shortTime(note.deliverAt)}`
                : note.status,
            color: (note) =>
              note.status === 'sent'
                ? 'green'
                : ['refused', 'failed', 'stopped'].includes(note.status)
                  ? 'yellow'
                  : undefined,
          },
          { header: 'APPRECIATION', cell: (note) => note.appreciation.replace(/\s+/g, ' '), shrink: true },
        ]}
      />
    ),
  ),
];
