import { Command } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { addServerCommands } from './commands/server-commands.ts';

const program = new Command('nemesis')
  .description('Nemesis Day: run the server and administer it from a terminal')
  .version(packageJson.version);
addServerCommands(program);

try {
  await program.parseAsync();
} catch (error) {
  // Configuration and start-up problems are for the operator: print the message, not a stack trace.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
