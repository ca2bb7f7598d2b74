import type { Command } from 'commander';
import { Box } from 'ink';
import { Text } from '../ui/text.tsx';
import type { ModelSettings } from '#contract/ai/model-settings.ts';
import { modelSettingRanges } from '#contract/ai/model-settings.ts';
import { adminActions } from '../admin-actions.ts';
import { signedInConnection } from '../session/connection.ts';
import { streamSampleRoast } from '../ui/stream-sample-roast.tsx';
import { Table } from '../ui/table.tsx';
import { terminal } from '../ui/terminal.tsx';
import { apiCommand, withExamples, numberBetween } from './api-command.ts';
import type { ApiOptions } from './api-command.ts';

type SettingOptions = ApiOptions & { temperature?: number; topP?: number; maxTokens?: number };

/** Adds `nemesis models list|use|test`. */
export function addModelCommands(program: Command): void {
  const models = withExamples(program.command('models').description('the AI models roasts are written with'), [
    'nemesis models list',
    'nemesis models use builtin/roastbook',
  ]);

  apiCommand(models, 'list', 'list the models on offer, the active one marked, and providers that do not answer', [
    'nemesis models list',
    'nemesis models list --refresh --json | jq .activeModel',
  ])
    .option('--refresh', 'ask every provider again instead of the list cached for 5 minutes')
    .action(async (options: ApiOptions & { refresh?: boolean }) => {
      const connection = signedInConnection(options.url);
      const listing = await terminal.spin(
        'Asking the AI providers…',
        () => adminActions(connection).models(options.refresh),
        options.json,
      );
      if (options.json) return terminal.printJson(listing);
      const rows = listing.availableModels.includes(listing.activeModel)
        ? listing.availableModels
        : [listing.activeModel, ...listing.availableModels];
      terminal.print(
        <Box flexDirection="column">
          <Table
            width={terminal.width()}
            rows={rows}
            columns={[
              { header: ' ', cell: (model) => (model === listing.activeModel ? '●' : ' '), color: () => 'green' },
              { header: 'MODEL', cell: (model) => model, shrink: true },
              {
                header: 'STATE',
                cell: (model) =>
                  model !== listing.activeModel
                    ? ''
                    : listing.availableModels.includes(model)
                      ? 'active'
                      : 'active, not on offer now',
                color: () => 'green',
              },
            ]}
          />
          <Text dimColor>
            Settings: temperature {listing.modelSettings.temperature}, top-p {listing.modelSettings.topP}, max tokens{' '}
            {listing.modelSettings.maxTokens} · listed {listing.lastRefresh}
          </Text>
          {listing.providerFailures.map((failure) => (
            <Text key={failure.name} color="yellow">
              Not answering: {failure.name}
              {failure.address ? ` at ${failure.address}` : ''} ({failure.error})
            </Text>
          ))}
        </Box>,
      );
    });

  settingOptions(
    apiCommand(
      models,
      'use <model>',
      'make a model the active one (refused when it is not on offer), with its settings',
      [
        'nemesis models use builtin/roastbook',
        'nemesis models use ollama/llama3.2:3b --temperature 0.8 --max-tokens 2048',
      ],
    ),
  ).action(async (model: string, options: SettingOptions) => {
    const connection = signedInConnection(options.url);
    const current = await adminActions(connection).models();
    const modelSettings = settingsFrom(options, current.modelSettings);
    const answer = await terminal.spin(
      `Switching to ${model}…`,
      () => adminActions(connection).useModel(model, modelSettings),
      options.json,
    );
    if (options.json) return terminal.printJson(answer);
    terminal.print(
      <Text>
        <Text color="green">✓</Text> Active model: <Text bold>{model}</Text> (temperature {modelSettings.temperature},
        top-p {modelSettings.topP}, max tokens {modelSettings.maxTokens})
      </Text>,
    );
  });

  settingOptions(
    apiCommand(
      models,
      'test [model]',
      'stream a sample roast from a model (the active one unless named), saving nothing',
      ['nemesis models test', 'nemesis models test ollama/llama3.2:3b --temperature 1'],
    ),
  ).action(async (model: string | undefined, options: SettingOptions) => {
    const connection = signedInConnection(options.url);
    const actions = adminActions(connection);
    const current = await actions.models();
    const modelId = model ?? current.activeModel;
    await streamSampleRoast(
      actions.testModel(modelId, settingsFrom(options, current.modelSettings)),
      `Sample roast from ${modelId}`,
      options.json,
    );
  });
}

function settingOptions(command: Command): Command {
  const { temperature, topP, maxTokens } = modelSettingRanges;
  return command
    .option(
      '--temperature <n>',
      `randomness, ${temperature[0]} to ${temperature[1]} (default: the saved one)`,
      numberBetween(...temperature),
    )
    .option(
      '--top-p <n>',
      `nucleus sampling, ${topP[0]} to ${topP[1]} (default: the saved one)`,
      numberBetween(...topP),
    )
    .option(
      '--max-tokens <n>',
      `longest answer, ${maxTokens[0]} to ${maxTokens[1]} tokens (default: the saved one)`,
      numberBetween(...maxTokens),
    );
}

function settingsFrom(options: SettingOptions, saved: ModelSettings): ModelSettings {
  return {
    temperature: options.temperature ?? saved.temperature,
    topP: options.topP ?? saved.topP,
    maxTokens: options.maxTokens ?? saved.maxTokens,
  };
}
