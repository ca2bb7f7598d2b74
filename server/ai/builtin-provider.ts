import { setTimeout as sleep } from 'node:timers/promises';
import type { AiProvider } from './ai-provider.ts';

/** Knobs of the built-in roaster; tests pass wordDelayMs 0. */
export interface BuiltinProviderOptions {
  /** Pause between streamed words, so the offline roast streams like a model's (default 15); none when not streamed. */
  wordDelayMs?: number;
}

/**
 * The `builtin` provider, shown as 'built-in (no AI model)': one model, `roastbook`, that ignores the
 * prompt and writes the roast from a phrase bank, the nemesis's details and what the story tells
 * (see writeRoast). Always available, offline. The same details and take (CompletionRequest.take, which
 * the roast service counts in the database) always give the same roast; another take, another roast.
 * streamCompletion throws only the signal's reason when aborted.
 */
export function createBuiltinProvider({ wordDelayMs = 15 }: BuiltinProviderOptions = {}): AiProvider {
  return {
    name: 'builtin',

    async listModels() {
      return ['roastbook'];
    },

    async *streamCompletion({ roast, take = 0, signal, streamed }) {
      signal.throwIfAborted();
      // The English parser takes a moment to load: the server loads it on the first roast, not at start.
      const { writeRoast } = await import('./roast-writer.ts');
      signal.throwIfAborted();
      const words = writeRoast(roast, take).split(/(?<=\s)(?=\S)/);
      for (const [index, word] of words.entries()) {
        if (index > 0 && streamed && wordDelayMs > 0) await pause(wordDelayMs, signal);
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
