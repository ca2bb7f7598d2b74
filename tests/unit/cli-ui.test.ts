import { createElement } from 'react';
import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { Table, columnWidths } from '../../cli/ui/table.tsx';
import type { Column } from '../../cli/ui/table.tsx';
import { TextPrompt } from '../../cli/ui/text-prompt.tsx';
import { unifiedDiff } from '../../cli/ui/unified-diff.ts';

interface User {
  email: string;
  status: string;
  id: string;
}
const rows: User[] = [
  { email: 'gary.the.hoa.president@example.com', status: 'CONFIRMED', id: '4477175c-853d-4ce8-8c17-8e327c65cbdc' },
  { email: 'me@example.com', status: 'ARCHIVED', id: 'f309aeea-076d-4561-82b2-3403796f0853' },
];
const columns: Column<User>[] = [
  { header: 'EMAIL', cell: (user) => user.email, shrink: true },
  { header: 'STATUS', cell: (user) => user.status },
  { header: 'ID', cell: (user) => user.id, shrink: true },
];

/**
 * Renders a prompt and waits until it listens for keys (ink starts to read stdin once React has run
 * the prompt's effects; a key sent earlier is lost). `frame` is what it shows now.
 */
async function renderPrompt(props: Parameters<typeof TextPrompt>[0]) {
  const { stdin, lastFrame } = render(createElement(TextPrompt, props));
  await expect.poll(() => stdin.listenerCount('readable')).toBeGreaterThan(0);
  return { stdin, frame: () => lastFrame() ?? '' };
}

describe('the CLI table', () => {
  it('keeps its natural widths when they fit, and shrinks the free-text columns first, widest first, to fit', () => {
    expect(columnWidths(columns, rows, 200)).toEqual([34, 9, 36]);
    const narrow = columnWidths(columns, rows, 60);
    expect(narrow[1]).toBe(9);
    expect(narrow.reduce((sum, width) => sum + width, 0) + 2 * 2).toBeLessThanOrEqual(60);
  });

  it('renders within the width, cutting long cells with an ellipsis', () => {
    const { lastFrame } = render(createElement(Table<User>, { columns, rows, width: 60 }));
    const lines = lastFrame()!.split('\n');
    expect(lines[0]).toMatch(/^EMAIL\s+STATUS\s+ID/);
    expect(lines[1]).toContain('CONFIRMED');
    expect(lines[1]).toContain('…');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(60);
  });

  it('says so when there is nothing to list', () => {
    expect(
      render(createElement(Table<User>, { columns, rows: [], width: 60, empty: 'No users match.' })).lastFrame(),
    ).toBe('No users match.');
  });
});

describe('the CLI prompt', () => {
  it('shows bullets for a secret as it is typed, takes Backspace, and answers on Enter', async () => {
    const onAnswer = vi.fn();
    const { stdin, frame } = await renderPrompt({ question: 'Password:', secret: true, onAnswer });
    stdin.write('hunter22');
    await expect.poll(frame).toContain('? Password: ••••••••');
    stdin.write('\u007f');
    await expect.poll(frame).not.toContain('••••••••');
    expect(frame()).toContain('? Password: •••••••');
    expect(frame()).not.toContain('hunter');
    stdin.write('\r');
    await expect.poll(() => onAnswer.mock.calls).toEqual([['hunter2']]);
  });

  it('takes a pasted answer that ends with Enter in one chunk', async () => {
    const onAnswer = vi.fn();
    const { stdin, frame } = await renderPrompt({ question: 'Password:', secret: true, onAnswer });
    stdin.write('correct horse');
    await expect.poll(frame).toContain('•'.repeat('correct horse'.length));
    stdin.write(' battery\r');
    await expect.poll(() => onAnswer.mock.calls).toEqual([['correct horse battery']]);
  });

  it('gives up on Escape', async () => {
    const onAnswer = vi.fn();
    const { stdin } = await renderPrompt({ question: 'E-mail:', onAnswer });
    stdin.write('\u001b');
    await expect.poll(() => onAnswer.mock.calls).toEqual([[undefined]]);
  });
});

describe('the unified diff of two prompt versions', () => {
  it('marks removed and added lines inside a hunk with 3 lines of context', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].join('\n');
    const after = ['a', 'b', 'c', 'd', 'E', 'f', 'g', 'h', 'i'].join('\n');
    expect(unifiedDiff(before, after).map((line) => line.text)).toEqual([
      '@@ -2,7 +2,8 @@',
      ' b',
      ' c',
      ' d',
      '-e',
      '+E',
      ' f',
      ' g',
      ' h',
      '+i',
    ]);
    expect(unifiedDiff(before, before)).toEqual([]);
  });
});
