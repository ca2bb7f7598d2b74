import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AiProvider } from './ai-provider.ts';
import { unlessAborted } from './ai-provider.ts';
import { loadOnce } from '../load-once.ts';

/** Where the `openai` provider connects: undefined baseUrl means OpenAI itself. */
export interface OpenAiProviderOptions {
  /** The API root including its version, such as `http://127.0.0.1:8000/v1` for vLLM. */
  baseUrl: string | undefined;
  /** Local servers (vLLM, llama.cpp, LM Studio) need none. */
  apiKey: string | undefined;
}

/**
 * The `openai` provider: any OpenAI-compatible chat completions API (OpenAI, vLLM, llama.cpp server, LM Studio).
 * listModels and streamCompletion throw when the server does not answer, answers an error or breaks off;
 * an aborted signal makes them throw its reason.
 */
export function createOpenAiProvider({ baseUrl, apiKey }: OpenAiProviderOptions): AiProvider {
  // The SDK loads on the first call, not at start: a server that never calls this provider should not pay for it.
  // No retries: the caller owns the time budget, and a failed roast is retried by the user.
  const client = loadOnce(() =>
    import('openai').then(
      ({ OpenAI }) => new OpenAI({ baseURL: baseUrl, apiKey: apiKey ?? 'not-needed', maxRetries: 0 }),
    ),
  );

  return {
    name: 'openai',

    load: client,

    listModels(signal) {
      return unlessAborted(signal, async () => {
        const ids: string[] = [];
        for await (const model of (await client()).models.list({ signal })) ids.push(model.id);
        return ids;
      });
    },

    async *streamCompletion({ model, messages, settings, signal }) {
      signal.throwIfAborted();
      try {
        const stream = await (
          await client()
        ).chat.completions.create(
          {
            model,
            messages: messages.map((message): ChatCompletionMessageParam => ({
              role: message.role,
              content: message.content,
            })),
            stream: true,
            temperature: settings.temperature,
            top_p: settings.topP,
            max_tokens: settings.maxTokens,
          },
          { signal },
        );
        for await (const chunk of stream) {
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield text;
        }
      } catch (error) {
        signal.throwIfAborted();
        throw error;
      }
    },
  };
}
