import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { createProgram } from '../../cli/create-program.ts';

function everyCommand(command: Command): Command[] {
  return [command, ...command.commands.flatMap(everyCommand)];
}

describe('nemesis --help', () => {
  it('has a description and an example on every command', () => {
    const commands = everyCommand(createProgram()).filter((command) => command.name() !== 'help');
    expect(commands.length).toBeGreaterThan(30);
    for (const command of commands) {
      let help = '';
      command.configureOutput({ writeOut: (text) => (help += text) });
      command.outputHelp();
      expect(command.description(), command.name()).not.toBe('');
      expect(help, `nemesis ${command.name()} --help`).toMatch(/Examples?:\n {2}\$ nemesis /);
    }
  });
});
