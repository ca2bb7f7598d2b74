import { Option } from 'commander';
import type { Command } from 'commander';
import { Box } from 'ink';
import { Text } from '../ui/text.tsx';
import { activeVersionOf, adminActions, versionOf } from '../admin-actions.ts';
import { signedInConnection } from '../session/connection.ts';
import { streamSampleRoast } from '../ui/stream-sample-roast.tsx';
import { Table } from '../ui/table.tsx';
import { terminal } from '../ui/terminal.tsx';
import { shortTime } from '../ui/short-time.ts';
import { diffLines } from '../ui/diff-lines.ts';
import { apiCommand, withExamples, wholeNumber } from './api-command.ts';
import type { ApiOptions } from './api-command.ts';
import { editPromptText, readPromptText } from './prompt-text.ts';
import {
  loadPromptVersions,
  promptVersionNumber,
  promptVersionsWithCounts,
  savedVersionLine,
} from './prompt-versions.tsx';

/** Adds `nemesis prompts list|show|create|activate|revert|diff|try`. */
export function addPromptCommands(program: Command): void {
  const prompts = withExamples(
    program.command('prompts').description('the versioned prompt templates roasts are written from'),
    ['nemesis prompts list', 'nemesis prompts diff initial-roast 1 2'],
  );

  apiCommand(prompts, 'list', 'list the prompt templates with their active version', [
    'nemesis prompts list',
    "nemesis prompts list --json | jq '.prompts | keys'",
  ]).action(async (options: ApiOptions) => {
    const connection = signedInConnection(options.url);
    const listing = await terminal.spin('Loading prompts…', () => adminActions(connection).prompts(), options.json);
    if (options.json) return terminal.printJson(listing);
    const rows = Object.entries(listing.prompts).map(([promptId, versions]) => ({
      promptId,
      versions,
      active: versions.find((version) => version.isActive),
    }));
    terminal.print(
      <Table
        width={terminal.width()}
        rows={rows}
        empty="No prompt templates yet."
        columns={[
          { header: 'PROMPT', cell: (row) => row.promptId },
          {
            header: 'ACTIVE',
            cell: (row) => (row.active ? `v${row.active.version}` : 'none'),
            color: (row) => (row.active ? 'green' : 'yellow'),
          },
          { header: 'VERSIONS', cell: (row) => String(row.versions.length) },
          { header: 'USES', cell: (row) => String(row.active?.usageCount ?? 0) },
          { header: 'UPDATED', cell: (row) => shortTime(row.versions[0]?.createdAt) },
          { header: 'DESCRIPTION', cell: (row) => row.active?.description ?? '', shrink: true },
        ]}
      />,
    );
  });

  apiCommand(prompts, 'show <id>', "show a prompt's versions and the text of the active one (or of --version N)", [
    'nemesis prompts show initial-roast',
    'nemesis prompts show initial-roast --version 1 --json | jq -r .promptText',
  ])
    .option('--version <n>', 'the version to show', wholeNumber(1))
    .action(async (promptId: string, options: ApiOptions & { version?: number }) => {
      const connection = signedInConnection(options.url);
      const versions = await promptVersionsWithCounts(connection, promptId, options.json);
      const shown = options.version === undefined ? activeVersionOf(versions) : versionOf(versions, options.version);
      if (options.json) return terminal.printJson(shown);
      terminal.print(
        <Box flexDirection="column">
          <Table
            width={terminal.width()}
            rows={versions}
            columns={[
              {
                header: 'VERSION',
                cell: (version) => `v${version.version}${version.version === shown.version ? ' ◂' : ''}`,
              },
              { header: 'STATE', cell: (version) => (version.isActive ? 'active' : ''), color: () => 'green' },
              { header: 'USES', cell: (version) => String(version.usageCount) },
              { header: 'NOTES', cell: (version) => String(version.notesCount) },
              { header: 'CREATED', cell: (version) => shortTime(version.createdAt) },
              { header: 'BY', cell: (version) => version.createdBy, shrink: true },
              { header: 'DESCRIPTION', cell: (version) => version.description, shrink: true },
            ]}
          />
          <Text> </Text>
          <Text bold>
            {promptId} v{shown.version}
            {shown.isActive ? ' (active)' : ''}
          </Text>
          <Text block>{shown.promptText}</Text>
        </Box>,
      );
    });

  apiCommand(prompts, 'create <id>', 'save a new version of a prompt (from --file, --text, or your $EDITOR)', [
    'nemesis prompts create initial-roast --file new.md --activate',
    'nemesis prompts create initial-roast --description "Shorter"   # opens $EDITOR',
  ])
    .addOption(
      new Option('--file <file>', 'read the prompt text from a file ("-" for standard input)').conflicts('text'),
    )
    .option('--text <text>', 'the prompt text')
    .option('--description <text>', 'what this version changes', '')
    .option('--activate', 'make it the active version at once')
    .action(
      async (
        promptId: string,
        options: ApiOptions & { file?: string; text?: string; description: string; activate?: boolean },
      ) => {
        const actions = adminActions(signedInConnection(options.url));
        const versions = await actions.promptVersionsIfAny(promptId);
        const promptText =
          options.text ??
          (options.file !== undefined
            ? readPromptText(options.file)
            : editPromptText(promptId, versions.length ? activeVersionOf(versions).promptText : ''));
        const draft = { promptText, description: options.description, activate: options.activate === true };
        const saved = await terminal.spin(
          'Saving…',
          () => actions.savePromptVersion(promptId, versions, draft),
          options.json,
        );
        if (options.json) return terminal.printJson(saved);
        terminal.print(savedVersionLine(saved));
      },
    );

  apiCommand(prompts, 'activate <id> <version>', 'make a version the one roasts are written with', [
    'nemesis prompts activate initial-roast 2',
  ]).action(async (promptId: string, version: string, options: ApiOptions) => {
    const actions = adminActions(signedInConnection(options.url));
    const number = promptVersionNumber(version);
    const versions = await loadPromptVersions(actions, promptId, options.json);
    versionOf(versions, number);
    const answer = await terminal.spin(
      'Activating…',
      () => actions.activatePrompt(promptId, versions, number),
      options.json,
    );
    if (options.json) return terminal.printJson(answer);
    terminal.print(
      <Text>
        <Text color="green">✓</Text> {promptId} v{number} is active.
      </Text>,
    );
  });

  apiCommand(
    prompts,
    'revert <id> <version>',
    "save an older version's text as a new active version (history is kept)",
    ['nemesis prompts revert initial-roast 1'],
  ).action(async (promptId: string, version: string, options: ApiOptions) => {
    const actions = adminActions(signedInConnection(options.url));
    const versions = await loadPromptVersions(actions, promptId, options.json);
    const old = versionOf(versions, promptVersionNumber(version));
    const saved = await terminal.spin('Saving…', () => actions.revertPrompt(promptId, versions, old), options.json);
    if (options.json) return terminal.printJson(saved);
    terminal.print(savedVersionLine(saved));
  });

  apiCommand(prompts, 'diff <id> <a> <b>', 'show what changed between two versions, as a unified diff', [
    'nemesis prompts diff initial-roast 1 2',
    'nemesis prompts diff initial-roast 1 2 | less -R',
  ]).action(async (promptId: string, a: string, b: string, options: ApiOptions) => {
    const versions = await loadPromptVersions(adminActions(signedInConnection(options.url)), promptId, options.json);
    const [before, after] = [versionOf(versions, promptVersionNumber(a)), versionOf(versions, promptVersionNumber(b))];
    if (options.json) return terminal.printJson([before, after]);
    terminal.print(
      <Box flexDirection="column">
        {diffLines(promptId, before, after).map((line, index) => (
          <Text key={index} color={line.color} bold={line.bold}>
            {line.text}
          </Text>
        ))}
      </Box>,
    );
  });

  apiCommand(prompts, 'try <id>', 'stream the roast a draft of a prompt would write (nothing is saved)', [
    'nemesis prompts try initial-roast --file draft.md --name Gary --age 41 --occupation "HOA president"',
    'nemesis prompts try final-roast --name Gary --age 41 --occupation Accountant --story "He reported my hedge."',
  ])
    .option('--file <file>', 'the draft text (default: the active version\'s text; "-" for standard input)')
    .requiredOption('--name <name>', "the nemesis's name")
    .requiredOption('--age <age>', "the nemesis's age", wholeNumber(1))
    .requiredOption('--occupation <occupation>', "the nemesis's occupation")
    .option('--story <text>', 'your side of the story (for final-roast)')
    .option('--model <model>', 'a model other than the active one')
    .action(
      async (
        promptId: string,
        options: ApiOptions & {
          file?: string;
          name: string;
          age: number;
          occupation: string;
          story?: string;
          model?: string;
        },
      ) => {
        const connection = signedInConnection(options.url);
        const promptText =
          options.file !== undefined
            ? readPromptText(options.file)
            : activeVersionOf(await loadPromptVersions(adminActions(connection), promptId, true)).promptText;
        const body = {
          promptId,
          promptText,
          nemesisName: options.name,
          nemesisAge: options.age,
          nemesisOccupation: options.occupation,
          userNotes: options.story,
          modelId: options.model,
        };
        await streamSampleRoast(adminActions(connection).tryPrompt(body), `What ${promptId} would write`, options.json);
      },
    );
}
