import { Command } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { addAdminApp } from './commands/admin-app-command.tsx';
import { addModelCommands } from './commands/model-commands.tsx';
import { addPromptCommands } from './commands/prompt-commands.tsx';
import { addReportCommands } from './commands/report-commands.tsx';
import { addOperatorCommands, addServerCommands } from './commands/server-commands.ts';
import { addSessionCommands } from './commands/session-commands.tsx';
import { addUserCommands } from './commands/user-commands.tsx';

/** The `nemesis` command with all its subcommands; usage errors throw CommanderError instead of exiting. */
export function createProgram(): Command {
  const program = new Command('nemesis')
    .description('Nemesis Day: run the server and administer it from a terminal')
    .version(packageJson.version)
    // Program options (--version) only before a subcommand: `prompts show --version 2` is the subcommand's own.
    .enablePositionalOptions()
    .exitOverride()
    .showHelpAfterError('(add --help for usage)')
    .addHelpText('after', '\nExamples:\n  $ nemesis login --url https://nemesis.example.com\n  $ nemesis models list\n');
  addServerCommands(program);
  addSessionCommands(program);
  addModelCommands(program);
  addPromptCommands(program);
  addUserCommands(program);
  addReportCommands(program);
  addOperatorCommands(addAdminApp(program));
  return program;
}
