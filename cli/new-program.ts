import { Command } from 'commander';
import packageJson from '../package.json' with { type: 'json' };

/** The bare `nemesis` command (name, version, help, usage errors thrown as CommanderError), before its subcommands are added. */
export function newProgram(): Command {
  return (
    new Command('nemesis')
      .description('Nemesis Day: run the server and administer it from a terminal')
      .version(packageJson.version)
      // Program options (--version) only before a subcommand: `prompts show --version 2` is the subcommand's own.
      .enablePositionalOptions()
      .exitOverride()
      .showHelpAfterError('(add --help for usage)')
      .addHelpText(
        'after',
        '\nExamples:\n  $ nemesis login --url https://nemesis.example.com\n  $ nemesis models list\n',
      )
  );
}
