import type { CallOptions } from '#contract/api/api-client.ts';
import type { RoastEndpoint } from '#contract/notes/stream-roast.ts';
import { Text } from './text.tsx';
import type { Connection } from '../session/connection.ts';
import { terminal } from './terminal.tsx';

/**
 * Asks a sample roast endpoint for `body`: with `json` prints its JSON answer; else writes the roast
 * as it streams in, under a heading, with a spinner until the first words arrive.
 */
export async function streamSampleRoast<E extends RoastEndpoint>(
  connection: Connection,
  endpoint: E,
  body: CallOptions<E>['body'],
  heading: string,
  json: boolean | undefined,
): Promise<void> {
  if (json) return terminal.printJson(await connection.call(endpoint, { body }));
  terminal.print(<Text dimColor>{heading}:</Text>);
  let firstWords: () => void = () => {};
  const started = new Promise<void>((resolve) => (firstWords = resolve));
  // Text that arrives while the spinner is still on screen waits until it is gone.
  let waiting: string | undefined = '';
  const roast = connection.streamRoast(endpoint, {
    body,
    onDelta: (text) => {
      if (waiting === undefined) return terminal.write(text);
      waiting += text;
      firstWords();
    },
  });
  await terminal.spin('Writing…', () => Promise.race([started, roast]));
  terminal.write(waiting);
  waiting = undefined;
  await roast;
  terminal.write('\n');
}
