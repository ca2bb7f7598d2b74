import type { SampleRoast } from '../admin-actions.ts';
import { Text } from './text.tsx';
import { terminal } from './terminal.tsx';

/**
 * Asks for a sample roast: with `json` prints its JSON answer; else writes the roast as it streams in,
 * under a heading, with a spinner until the first words arrive.
 */
export async function streamSampleRoast(roast: SampleRoast, heading: string, json: boolean | undefined): Promise<void> {
  if (json) return terminal.printJson(await roast());
  terminal.print(<Text dimColor>{heading}:</Text>);
  let firstWords: () => void = () => {};
  const started = new Promise<void>((resolve) => (firstWords = resolve));
  // Text that arrives while the spinner is still on screen waits until it is gone.
  let waiting: string | undefined = '';
  const written = roast((text) => {
    if (waiting === undefined) return terminal.write(text);
    waiting += text;
    firstWords();
  });
  await terminal.spin('Writing…', () => Promise.race([started, written]));
  terminal.write(waiting);
  waiting = undefined;
  await written;
  terminal.write('\n');
}
