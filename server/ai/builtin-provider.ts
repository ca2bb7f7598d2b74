import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AiProvider, RoastDetails } from './ai-provider.ts';

const maxRemembered = 1000;

/** Knobs of the built-in roaster; tests pass wordDelayMs 0. */
export interface BuiltinProviderOptions {
  /** Pause between streamed words, so the offline roast streams like a model's (default 15). */
  wordDelayMs?: number;
}

/**
 * The `builtin` provider, shown as 'built-in (no AI model)': one model, `roastbook`, that ignores the
 * prompt and writes the roast from a phrase bank, the nemesis's details and what the story tells
 * (see writeRoast). Always available, offline. The first roast of a set of details is always the same; asked
 * again for the same details, it writes the next take. streamCompletion throws
 * only the signal's reason when aborted.
 */
export function createBuiltinProvider({ wordDelayMs = 15 }: BuiltinProviderOptions = {}): AiProvider {
  // How often each set of details was written: Roast Again sends the same details and must get another roast.
  const takes = new Map<string, number>();
  const nextTake = (roast: RoastDetails) => {
    const key = createHash('sha256').update(JSON.stringify(roast)).digest('base64');
    const take = takes.get(key) ?? 0;
    takes.delete(key);
    takes.set(key, take + 1);
    // The oldest are forgotten first: a roast written again after that starts over from the first take.
    if (takes.size > maxRemembered) takes.delete(takes.keys().next().value!);
    return take;
  };
  return {
    name: 'builtin',

    async listModels() {
      return ['roastbook'];
    },

    async *streamCompletion({ roast, signal }) {
      signal.throwIfAborted();
      // The English parser takes a moment to load: the server loads it on the first roast, not at start.
      const { writeRoast } = await import('./roast-writer.ts');
      signal.throwIfAborted();
      const words = writeRoast(roast, nextTake(roast)).split(/(?<=\s)(?=\S)/);
      for (const [index, word] of words.entries()) {
        if (index > 0 && wordDelayMs > 0) await pause(wordDelayMs, signal);
        signal.throwIfAborted();
        yield word;
      }
    },
  };
}

async function pause(ms: number, signal: AbortSignal): Promise<void> {
  try {
    await sleep(ms, undefined, { signal });
  } catch (error) {
    signal.throwIfAborted();
    throw error;
  }
}
