import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CliError, UsageError } from '../cli-error.ts';

/** The text of `file` ("-" for standard input); throws UsageError when it cannot be read. */
export function readPromptText(file: string): string {
  try {
    return readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

/** Opens $VISUAL or $EDITOR (vi without either) on `start`; answers what was saved. */
export function editPromptText(promptId: string, start: string): string {
  if (!process.stdin.isTTY || !process.stdout.isTTY)
    throw new UsageError('Give the prompt text with --file or --text (no editor can open off a terminal).');
  const folder = mkdtempSync(path.join(tmpdir(), 'nemesis-prompt-'));
  const file = path.join(folder, `${promptId}.md`);
  try {
    writeFileSync(file, start);
    const editor = process.env.VISUAL || process.env.EDITOR || 'vi';
    // The editor may carry its own arguments ("code --wait"), so the shell splits it.
    const result = spawnSync(`${editor} "${file}"`, { shell: true, stdio: 'inherit' });
    if (result.status !== 0) throw new CliError(`The editor (${editor}) did not finish cleanly: nothing saved.`);
    const text = readFileSync(file, 'utf8');
    if (text.trim() === '' || text === start) throw new CliError('No change made: nothing saved.');
    return text;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
