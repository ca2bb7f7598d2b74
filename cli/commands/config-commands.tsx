import type { Command } from 'commander';
import { Box } from 'ink';
import { Text } from '../ui/text.tsx';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { adminConfigKeys } from '#contract/admin/admin-schemas.ts';
import type { AdminConfigKey } from '#contract/admin/admin-schemas.ts';
import { CliError, UsageError } from '../cli-error.ts';
import { signedInConnection } from '../session/connection.ts';
import { shortTime } from '../ui/short-time.ts';
import { terminal } from '../ui/terminal.tsx';
import { apiCommand, withExamples } from './api-command.ts';
import type { ApiOptions } from './api-command.ts';
import { defaultSetting } from './config-default.ts';

/** Adds `nemesis config get|set`: the server's settings. */
export function addConfigCommands(program: Command): void {
  const config = withExamples(
    program.command('config').description(`the server's settings: ${adminConfigKeys.join(', ')}`),
    ['nemesis config get bedrock-model'],
  );

  apiCommand(config, 'get <key>', `print a setting's value as JSON (${adminConfigKeys.join(', ')})`, [
    'nemesis config get bedrock-model',
    'nemesis config get admin-users --json',
  ]).action(async (key: string, options: ApiOptions) => {
    const connection = signedInConnection(options.url);
    const entry = await terminal.spin(
      'Loading…',
      () =>
        connection.call(adminEndpoints.adminConfig, { query: { configKey: key } }).catch(async (error: unknown) => {
          // Nothing saved is no failure: the setting is in force at its default, which is what an admin asks for.
          if (!(error instanceof CliError) || error.code !== 'ADMIN_CONFIG_NOT_FOUND') throw error;
          const fallback = await defaultSetting(connection, key as AdminConfigKey);
          return { configKey: key, configValue: fallback.configValue, updatedAt: null, source: fallback.source };
        }),
      options.json,
    );
    if (options.json) return terminal.printJson(entry);
    terminal.print(
      <Box flexDirection="column">
        <Text block>{JSON.stringify(entry.configValue, null, 2)}</Text>
        <Text dimColor>
          {entry.updatedAt === null
            ? `not saved: in force as ${entry.source}`
            : `updated ${shortTime(entry.updatedAt)}`}
        </Text>
      </Box>,
    );
  });

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
    const answer = await terminal.spin(
      'Saving…',
      () => connection.call(adminEndpoints.adminPutConfig, { body: { configKey: key, configValue } }),
      options.json,
    );
    if (options.json) return terminal.printJson(answer);
    terminal.print(
      <Text>
        <Text color="green">✓</Text> Saved {key}.
      </Text>,
    );
  });
}
