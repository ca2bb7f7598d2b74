import { Command, CommanderError } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { CliError } from './cli-error.ts';
import { addModelCommands } from './commands/model-commands.tsx';
import { addPromptCommands } from './commands/prompt-commands.tsx';
import { addReportCommands } from './commands/report-commands.tsx';
import { addOperatorCommands, addServerCommands } from './commands/server-commands.ts';
import { addSessionCommands } from './commands/session-commands.tsx';
import { addUserCommands } from './commands/user-commands.tsx';
import { terminal } from './ui/terminal.tsx';

const program = new Command('nemesis')
  .description('Nemesis Day: run the server and administer it from a terminal')
  .version(packageJson.version)
  // Usage errors end with code 2 (below), failed calls with 1.
  .exitOverride()
  .showHelpAfterError('(add --help for usage)');
addServerCommands(program);
addSessionCommands(program);
addModelCommands(program);
addPromptCommands(program);
addUserCommands(program);
addReportCommands(program);
addOperatorCommands(program.command('admin').description('operator commands on this machine (admin grant)'));

try {
  await program.parseAsync();
} catch (error) {
  if (error instanceof CommanderError) {
    process.exitCode = error.exitCode === 0 ? 0 : 2;
  } else {
    // Configuration, start-up and call failures are for the person at the terminal: the message, not a stack trace.
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = error instanceof CliError ? error.exitCode : 1;
  }
} finally {
  terminal.close();
}
