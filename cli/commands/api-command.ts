import { InvalidArgumentError, Option } from 'commander';
import type { Command } from 'commander';
import { adminPageSizes } from '#contract/admin/admin-messages.ts';

/** The options every command that calls the server takes. */
export interface ApiOptions {
  url?: string;
  json?: boolean;
  yes?: boolean;
}

/**
 * Adds a subcommand that calls the server: `--url` (env NEMESIS_URL), `--json` (env NEMESIS_JSON) and
 * an example under its --help. `destructive` adds `-y, --yes` to skip the confirmation.
 */
export function apiCommand(
  parent: Command,
  spec: string,
  description: string,
  examples: string[],
  options: { destructive?: boolean } = {},
): Command {
  const command = parent
    .command(spec)
    .description(description)
    .addOption(new Option('--url <url>', 'server URL (default: the one you logged in to last)').env('NEMESIS_URL'))
    .addOption(new Option('--json', "print the API's JSON answer, for scripts").env('NEMESIS_JSON'));
  withExamples(command, examples);
  if (options.destructive) command.option('-y, --yes', 'do it without asking to confirm');
  return command;
}

/** Adds examples under a command's --help. */
export function withExamples(command: Command, examples: string[]): Command {
  return command.addHelpText(
    'after',
    `\nExample${examples.length > 1 ? 's' : ''}:\n${examples.map((example) => `  $ ${example}`).join('\n')}\n`,
  );
}

/** A commander parser for a whole number of at least `min`. */
export const wholeNumber = (min: number) => (value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min)
    throw new InvalidArgumentError(`expected a whole number of at least ${min}, got "${value}"`);
  return number;
};

/** A commander parser for a number between `min` and `max`. */
export const numberBetween = (min: number, max: number) => (value: string) => {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number < min || number > max)
    throw new InvalidArgumentError(`expected a number from ${min} to ${max}, got "${value}"`);
  return number;
};

/** `--page <n>` and `--page-size <n>` (25 or 50) of an admin list, `rows` a page. */
export function withPaging(command: Command, rows: string, defaultSize: number = adminPageSizes[0]): Command {
  return command.option('--page <n>', 'page number', wholeNumber(1), 1).option(
    '--page-size <n>',
    `${rows} a page: ${adminPageSizes.join(' or ')}`,
    (value) => {
      if (!(adminPageSizes as readonly number[]).includes(Number(value)))
        throw new InvalidArgumentError(`expected ${adminPageSizes.join(' or ')}`);
      return Number(value);
    },
    defaultSize,
  );
}
