import type { z } from 'zod';
import { endpoints } from '#contract/endpoints.ts';
import type { generateFinalRequest, NemesisDetails } from '#contract/notes/note-schemas.ts';
import { streamRoast } from '../../api/stream-roast.ts';
import { useRoastStream } from '../../hooks/use-roast-stream.ts';
import type { FinishedRoast, RoastStream } from '../../hooks/use-roast-stream.ts';

/** The input a roast is written for, as its key: a roast is reused only for the same input. */
const inputKey = (input: object) => JSON.stringify(input);

/** Whether `roast` was written for `input` and is finished, so going forward again reuses it. */
export const fits = (roast: RoastStream, input: object) =>
  roast.status === 'done' && roast.inputKey === inputKey(input);

/** Whether a finished roast (as a draft keeps it) was written for `input`. */
export const writtenFor = (roast: FinishedRoast | undefined, input: object) => roast?.inputKey === inputKey(input);

/**
 * The wizard's two roasts, streamed as they are written (starting from the draft's finished ones):
 * the first from the nemesis's details, the final from those, the first roast and the user's story.
 * Writing a first roast drops the final one, which was written from the one before.
 */
export function useWizardRoasts(restored: { initial?: FinishedRoast; final?: FinishedRoast } | undefined) {
  const initial = useRoastStream(restored?.initial);
  const final = useRoastStream(restored?.final);
  const writeInitial = (details: NemesisDetails) => {
    const body = { ...details };
    final.reset();
    initial.start(inputKey(body), (onDelta, signal) =>
      streamRoast(endpoints.generateInitial, { body }, onDelta, signal),
    );
  };
  const writeFinal = (story: z.input<typeof generateFinalRequest>) => {
    const body = { ...story };
    final.start(inputKey(body), (onDelta, signal) => streamRoast(endpoints.generateFinal, { body }, onDelta, signal));
  };
  return { initial, final, writeInitial, writeFinal };
}
