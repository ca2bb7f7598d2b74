import { BedrockClient, ListFoundationModelsCommand } from '@aws-sdk/client-bedrock';
import { BedrockRuntimeClient, ConverseStreamCommand } from '@aws-sdk/client-bedrock-runtime';
import type { BedrockRuntimeClientConfig, Message, SystemContentBlock } from '@aws-sdk/client-bedrock-runtime';
import type { AiProvider } from './ai-provider.ts';

/** Settings of the `bedrock` provider beyond its region; both default to what the AWS SDK finds. */
export interface BedrockProviderOptions {
  /** Another endpoint for both the bedrock and bedrock-runtime APIs (a local test server). */
  endpoint?: string;
  credentials?: BedrockRuntimeClientConfig['credentials'];
}

/**
 * The `bedrock` provider: AWS Bedrock's Converse API in `region`, with the SDK's usual credentials.
 * listModels and streamCompletion throw when Bedrock refuses, fails or breaks off;
 * an aborted signal makes them throw its reason.
 */
export function createBedrockProvider(region: string, options: BedrockProviderOptions = {}): AiProvider {
  // One attempt: the caller owns the time budget, and a failed roast is retried by the user.
  const clientConfig = { region, endpoint: options.endpoint, credentials: options.credentials, maxAttempts: 1 };
  const runtime = new BedrockRuntimeClient(clientConfig);
  const control = new BedrockClient(clientConfig);

  return {
    name: 'bedrock',

    async listModels(signal) {
      signal?.throwIfAborted();
      try {
        const { modelSummaries = [] } = await control.send(new ListFoundationModelsCommand({ byOutputModality: 'TEXT' }), { abortSignal: signal });
        return modelSummaries.flatMap((summary) => (summary.responseStreamingSupported && summary.modelId ? [summary.modelId] : []));
      } catch (error) {
        signal?.throwIfAborted();
        throw error;
      }
    },

    async *streamCompletion({ model, messages, settings, signal }) {
      signal.throwIfAborted();
      // Our own controller too, so that a caller who stops reading early also closes the HTTP/2 stream.
      const stop = new AbortController();
      const system: SystemContentBlock[] = [];
      const conversation: Message[] = [];
      for (const message of messages) {
        if (message.role === 'system') system.push({ text: message.content });
        else conversation.push({ role: message.role, content: [{ text: message.content }] });
      }
      try {
        const command = new ConverseStreamCommand({
          modelId: model,
          messages: conversation,
          system: system.length > 0 ? system : undefined,
          inferenceConfig: { temperature: settings.temperature, topP: settings.topP, maxTokens: settings.maxTokens },
        });
        const response = await runtime.send(command, { abortSignal: AbortSignal.any([signal, stop.signal]) });
        if (!response.stream) throw new Error('Bedrock answered without a stream');
        let stopped = false;
        // Exception events in the stream (throttling, model errors) are thrown by the SDK's iterator.
        for await (const event of response.stream) {
          const text = event.contentBlockDelta?.delta?.text;
          if (text) yield text;
          if (event.messageStop) stopped = true;
        }
        // The SDK ends the stream quietly when the connection drops, which would pass a cut-off roast as whole.
        if (!stopped) throw new Error('Bedrock stream ended before messageStop');
      } catch (error) {
        signal.throwIfAborted();
        throw error;
      } finally {
        stop.abort();
      }
    },
  };
}
