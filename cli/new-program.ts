import { Command } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { jsonRequested } from './failure-json.ts';

/** The bare `nemesis` command (name, version, help, usage errors thrown as CommanderError), before its subcommands are added. */
export function newProgram(): Command {
  // Under --json the failure is printed as JSON once the command ends (cli/main.ts): commander's own text is left out.
  const json = jsonRequested(process.argv.slice(2), process.env);
  return (
    new Command('nemesis')
      .description('Nemesis Day: run the server and administer it from a terminal')
      .version(packageJson.version)
      // Program options (--version) only before a subcommand: `prompts show --version 2` is the subcommand's own.
      .enablePositionalOptions()
      .exitOverride()
      .showHelpAfterError(json ? false : '(add --help for usage)')
      .configureOutput({ outputError: (text, write) => (json ? undefined : write(text)) })
      .addHelpText(
        'after',
        '\nExamples:\n  $ nemesis login --url https://nemesis.example.com\n  $ nemesis models list\n',
      )
  );
}
