import type { Command } from 'commander';
import { Box, Text } from 'ink';
import type { ReactElement } from 'react';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { adminConfigKeys } from '#contract/admin/admin-schemas.ts';
import { UsageError } from '../cli-error.ts';
import { signedInConnection } from '../session/connection.ts';
import type { Connection } from '../session/connection.ts';
import { shortTime } from '../ui/short-time.ts';
import { Table } from '../ui/table.tsx';
import { terminal } from '../ui/terminal.tsx';
import { apiCommand, withExamples, wholeNumber } from './api-command.ts';
import type { ApiOptions } from './api-command.ts';

const pageSize = 50;

/** Adds `nemesis config get|set`, `audit`, `mail [show]`, `messages [contact|appreciation]` and `health`. */
export function addReportCommands(program: Command): void {
  const config = withExamples(program.command('config').description(`the server's settings: ${adminConfigKeys.join(', ')}`), ['nemesis config get bedrock-model']);

  apiCommand(config, 'get <key>', `print a setting's value as JSON (${adminConfigKeys.join(', ')})`, ['nemesis config get bedrock-model', 'nemesis config get admin-users --json']).action(
    async (key: string, options: ApiOptions) => {
      const connection = signedInConnection(options.url);
      const entry = await terminal.spin('Loading…', () => connection.call(adminEndpoints.adminConfig, { query: { configKey: key } }), options.json);
      if (options.json) return terminal.printJson(entry);
      terminal.print(
        <Box flexDirection="column">
          <Text>{JSON.stringify(entry.configValue, null, 2)}</Text>
          <Text dimColor>updated {shortTime(entry.updatedAt)}</Text>
        </Box>,
      );
    },
  );

  apiCommand(config, 'set <key> <json>', 'save a setting (the value as JSON; the server checks it)', [
    `nemesis config set admin-users '["me@example.com","you@example.com"]'`,
    `nemesis config set bedrock-model '{"activeModel":"builtin/roastbook","modelSettings":{"temperature":0.7,"topP":0.9,"maxTokens":4096}}'`,
  ]).action(async (key: string, json: string, options: ApiOptions) => {
    let configValue: unknown;
    try {
      configValue = JSON.parse(json);
    } catch {
      throw new UsageError(`The value must be JSON (quote it for the shell): ${json}`);
    }
    const connection = signedInConnection(options.url);
    const answer = await terminal.spin('Saving…', () => connection.call(adminEndpoints.adminPutConfig, { body: { configKey: key, configValue } }), options.json);
    if (options.json) return terminal.printJson(answer);
    terminal.print(
      <Text>
        <Text color="green">✓</Text> Saved {key}.
      </Text>,
    );
  });

  apiCommand(program, 'audit', 'list the latest admin changes: who, when, what, before and after', ['nemesis audit --limit 10', 'nemesis audit --json | jq ".entries[0]"'])
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
            { header: 'BEFORE → AFTER', cell: (entry) => `${brief(entry.before)} → ${brief(entry.after)}`, shrink: true },
          ]}
        />,
      );
    });

  const mail = apiCommand(program, 'mail', 'list the mail outbox, newest first (codes and passwords masked: without SMTP they are in the server log)', ['nemesis mail --to me@example.com', 'nemesis mail show <id>'])
    .option('--to <address>', 'only mail to this address (on the page fetched)')
    .option('--page <n>', 'page number', wholeNumber(1), 1)
    .action(async (options: ApiOptions & { to?: string; page: number }) => {
      const connection = signedInConnection(options.url);
      const listing = await terminal.spin('Loading…', () => connection.call(adminEndpoints.adminMail, { query: { page: options.page, pageSize } }), options.json);
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

  const messages = apiCommand(program, 'messages', 'what visitors sent: Contact messages and Nemesis Notes (both, newest first)', [
    'nemesis messages',
    'nemesis messages contact --json | jq ".messages[].subject"',
  ]).action(async (options: ApiOptions) => {
    const connection = signedInConnection(options.url);
    const [contact, appreciation] = await terminal.spin('Loading…', () => Promise.all(messageLogs.map((log) => log.fetch(connection, 1))), options.json);
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
        const { answer, view } = await terminal.spin('Loading…', () => log.fetch(connection, options.page), options.json);
        if (options.json) return terminal.printJson(answer);
        terminal.print(view);
      });
  }

  apiCommand(program, 'health', "check the server: database, mail backlog and each AI provider (exit 1 when degraded)", ['nemesis health', 'nemesis health --json | jq -r .status']).action(
    async (options: ApiOptions) => {
      const connection = signedInConnection(options.url);
      const health = await terminal.spin('Checking…', () => connection.call(adminEndpoints.adminHealth), options.json);
      if (health.status !== 'ok') process.exitCode = 1;
      if (options.json) return terminal.printJson(health);
      const mark = (good: boolean) => <Text color={good ? 'green' : 'red'}>{good ? '✓' : '✗'}</Text>;
      terminal.print(
        <Box flexDirection="column">
          <Text bold color={health.status === 'ok' ? 'green' : 'yellow'}>
            {health.status === 'ok' ? 'All good' : 'Degraded'} ({connection.url})
          </Text>
          <Text>
            {mark(health.database === 'ok')} database {health.database}
          </Text>
          <Text>
            {mark(health.mailBacklog !== null)} mail waiting to go: {health.mailBacklog ?? 'unknown'}
          </Text>
          {health.providers.map((provider) => (
            <Text key={provider.name}>
              {mark(provider.reachable)} AI provider {provider.name} {provider.reachable ? 'answers' : 'does not answer'}
            </Text>
          ))}
        </Box>,
      );
    },
  );
}

/** One log of what visitors sent, by its subcommand name: a page of it fetched, as the API answered and as a table. */
interface MessageLog {
  name: string;
  help: string;
  fetch(connection: Connection, page: number): Promise<{ answer: unknown; view: ReactElement }>;
}

function messageLog<T>(name: string, help: string, load: (connection: Connection, page: number) => Promise<T>, table: (listing: T) => ReactElement): MessageLog {
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
    (connection, page) => connection.call(adminEndpoints.adminContactMessages, { query: { page, pageSize } }),
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
          { header: 'FORWARD', cell: (entry) => entry.status, color: (entry) => (entry.status === 'failed' ? 'red' : undefined) },
        ]}
      />
    ),
  ),
  messageLog(
    'appreciation',
    'list the Nemesis Notes sent (or refused)',
    (connection, page) => connection.call(adminEndpoints.adminAppreciationNotes, { query: { page, pageSize } }),
    (listing) => (
      <Table
        width={terminal.width()}
        rows={listing.notes}
        empty="No Nemesis Notes sent."
        columns={[
          { header: 'WHEN', cell: (note) => shortTime(note.createdAt) },
          { header: 'FROM', cell: (note) => `${note.senderName} <${note.senderEmail}>`, shrink: true },
          { header: 'TO', cell: (note) => `${note.nemesisName} <${note.nemesisEmail}>`, shrink: true },
          { header: 'STATUS', cell: (note) => note.status, color: (note) => (note.status === 'refused' ? 'yellow' : 'green') },
          { header: 'APPRECIATION', cell: (note) => note.appreciation.replace(/\s+/g, ' '), shrink: true },
        ]}
      />
    ),
  ),
];

/** The newest `limit` audit entries, fetched a page at a time, in the API's shape. */
async function latest(connection: Connection, limit: number) {
  const first = await connection.call(adminEndpoints.adminAudit, { query: { page: 1, pageSize } });
  const entries = [...first.entries];
  for (let page = 2; entries.length < limit && (page - 1) * pageSize < first.totalCount; page++) {
    entries.push(...(await connection.call(adminEndpoints.adminAudit, { query: { page, pageSize } })).entries);
  }
  return { entries: entries.slice(0, limit), totalCount: first.totalCount };
}

function brief(value: unknown): string {
  return value === undefined || value === null ? '–' : JSON.stringify(value);
}
