import type { Command } from 'commander';
import { Box } from 'ink';
import { Text } from '../ui/text.tsx';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { signedInConnection } from '../session/connection.ts';
import { readableSize } from '../ui/readable-size.ts';
import { shortTime } from '../ui/short-time.ts';
import { terminal } from '../ui/terminal.tsx';
import { apiCommand } from './api-command.ts';
import type { ApiOptions } from './api-command.ts';

/** Adds `nemesis health`: the server's database, mail backlog and configured AI providers (exit 1 on any failure, which the server reports as degraded). */
export function addHealthCommand(program: Command): void {
  apiCommand(
    program,
    'health',
    'check the server: database, mail backlog and each configured AI provider (exit 1 on any failure)',
    ['nemesis health', 'nemesis health --json | jq -r .status'],
  ).action(async (options: ApiOptions) => {
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
        {health.smtp ? (
          <Text>
            {mark(health.mailBacklog !== null)} mail waiting to go: {health.mailBacklog ?? 'unknown'}
          </Text>
        ) : (
          <Text>
            <Text color="yellow">!</Text> mail is not being sent: no SMTP server is set (SMTP_URL); kept in the outbox:{' '}
            {health.mailKept ?? 'unknown'}
          </Text>
        )}
        <Text>
          {health.lastBackup
            ? `  last backup ${shortTime(health.lastBackup.at)}, ${readableSize(health.lastBackup.sizeBytes)}`
            : '  no backup yet (nemesis backup, or BACKUP_INTERVAL_HOURS)'}
        </Text>
        {health.providers.map((provider) => (
          <Text key={provider.name}>
            {mark(provider.reachable)} AI provider {provider.name}
            {provider.address ? ` at ${provider.address}` : ''} {provider.reachable ? 'answers' : 'does not answer'}
            {provider.error ? ` (${provider.error})` : ''}
          </Text>
        ))}
      </Box>,
    );
  });
}
