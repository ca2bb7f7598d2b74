import { Ollama } from 'ollama';
import type { AiProvider } from './ai-provider.ts';
import { unlessAborted } from './ai-provider.ts';

/**
 * The `ollama` provider: the models and chat of the Ollama server at `host`.
 * listModels and streamCompletion throw when Ollama does not answer, answers an error or breaks off;
 * an aborted signal makes them throw its reason.
 */
export function createOllamaProvider(host: string): AiProvider {
  // The package makes its own AbortController only once the response headers are in, so a server
  // that never answers could not be cut off; a fetch that also listens to our signal can.
  const clientFor = (signal: AbortSignal | undefined) =>
    new Ollama({ host, fetch: signal ? fetchUntil(signal) : fetch });

  return {
    name: 'ollama',

    listModels(signal) {
      return unlessAborted(signal, async () => (await clientFor(signal).list()).models.map((model) => model.name));
    },

    async *streamCompletion({ model, messages, settings, signal }) {
      signal.throwIfAborted();
      try {
        const stream = await clientFor(signal).chat({
          model,
          messages,
          stream: true,
          options: { temperature: settings.temperature, top_p: settings.topP, num_predict: settings.maxTokens },
        });
        try {
          for await (const part of stream) {
            if (part.message.content) yield part.message.content;
          }
        } finally {
          // Closes the connection when the caller stops reading early; a no-op once the stream is done.
          stream.abort();
        }
      } catch (error) {
        signal.throwIfAborted();
        throw error;
      }
    },
  };
}

function fetchUntil(signal: AbortSignal): typeof fetch {
  return (input, init) =>
    fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal });
}
