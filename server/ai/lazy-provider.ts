import type { AiProvider } from './ai-provider.ts';

/**
 * A provider whose module (and the SDK behind it) loads on its first use rather than at start: the
 * cloud SDKs cost start time and memory that a server not using them should not pay.
 */
export function lazyProvider(name: string, load: () => Promise<AiProvider>): AiProvider {
  let loading: Promise<AiProvider> | undefined;
  const provider = () => (loading ??= load());
  return {
    name,
    listModels: async (signal) => (await provider()).listModels(signal),
    async *streamCompletion(request) {
      yield* (await provider()).streamCompletion(request);
    },
  };
}
