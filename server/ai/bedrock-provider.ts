import type { BedrockClient, FoundationModelSummary, InferenceProfileSummary } from '@aws-sdk/client-bedrock';
import type {
  BedrockRuntimeClient,
  BedrockRuntimeClientConfig,
  Message,
  SystemContentBlock,
} from '@aws-sdk/client-bedrock-runtime';
import type { AiProvider } from './ai-provider.ts';
import { loadOnce } from '../load-once.ts';

/** Settings of the `bedrock` provider beyond its region; both default to what the AWS SDK finds. */
export interface BedrockProviderOptions {
  /** Another endpoint for both the bedrock and bedrock-runtime APIs (a local test server). */
  endpoint?: string;
  credentials?: BedrockRuntimeClientConfig['credentials'];
}

/**
 * The `bedrock` provider: AWS Bedrock's Converse API in `region`, with the SDK's usual credentials.
 * listModels offers what ConverseStream can invoke: first the text foundation models that stream and
 * can be called on demand by their id, then the active system-defined inference profiles
 * (`us.anthropic.claude-3-5-sonnet-20241022-v2:0`) whose models all are such streaming text models,
 * whether or not those can be called on demand; each group sorted by id, without repeats.
 * listModels and streamCompletion throw when Bedrock refuses, fails or breaks off (listModels also
 * when either listing, models or profiles, fails); an aborted signal makes them throw its reason.
 */
export function createBedrockProvider(region: string, options: BedrockProviderOptions = {}): AiProvider {
  // One attempt: the caller owns the time budget, and a failed roast is retried by the user.
  const clientConfig = { region, endpoint: options.endpoint, credentials: options.credentials, maxAttempts: 1 };
  // The SDK loads on the first call, not at start: a server that never calls Bedrock should not pay for it.
  const sdk = loadOnce((): Promise<BedrockSdk> =>
    Promise.all([import('@aws-sdk/client-bedrock'), import('@aws-sdk/client-bedrock-runtime')]).then(
      ([controlApi, runtimeApi]) => ({
        controlApi,
        runtimeApi,
        control: new controlApi.BedrockClient(clientConfig),
        runtime: new runtimeApi.BedrockRuntimeClient(clientConfig),
      }),
    ),
  );

  return {
    name: 'bedrock',

    load: sdk,

    async listModels(signal) {
      signal?.throwIfAborted();
      // Our own controller too, so that when one listing fails the other one stops rather than runs on.
      const stop = new AbortController();
      const abortSignal = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
      try {
        const bedrock = await sdk();
        const [models, profiles] = await Promise.all([
          bedrock.control
            .send(new bedrock.controlApi.ListFoundationModelsCommand({ byOutputModality: 'TEXT' }), { abortSignal })
            .then(({ modelSummaries = [] }) => modelSummaries),
          listSystemProfiles(bedrock, abortSignal),
        ]);
        return invocableModels(models, profiles);
      } catch (error) {
        signal?.throwIfAborted();
        throw error;
      } finally {
        stop.abort();
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
        const { runtime, runtimeApi } = await sdk();
        const command = new runtimeApi.ConverseStreamCommand({
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

/** The loaded SDK packages and the provider's two clients. */
interface BedrockSdk {
  controlApi: typeof import('@aws-sdk/client-bedrock');
  runtimeApi: typeof import('@aws-sdk/client-bedrock-runtime');
  control: BedrockClient;
  runtime: BedrockRuntimeClient;
}

/** Every system-defined inference profile in the client's region, page by page. */
async function listSystemProfiles(
  { control, controlApi }: BedrockSdk,
  abortSignal: AbortSignal,
): Promise<InferenceProfileSummary[]> {
  const profiles: InferenceProfileSummary[] = [];
  let nextToken: string | undefined;
  do {
    const command = new controlApi.ListInferenceProfilesCommand({
      typeEquals: 'SYSTEM_DEFINED',
      maxResults: 1000,
      nextToken,
    });
    const page = await control.send(command, { abortSignal });
    profiles.push(...(page.inferenceProfileSummaries ?? []));
    nextToken = page.nextToken;
  } while (nextToken);
  return profiles;
}

/**
 * The ids ConverseStream accepts among `models` (text models, as listed with byOutputModality TEXT) and
 * `profiles`: on-demand streaming models, then active profiles over streaming models only.
 */
function invocableModels(models: FoundationModelSummary[], profiles: InferenceProfileSummary[]): string[] {
  const streaming = new Set(
    models.flatMap((model) => (model.responseStreamingSupported && model.modelId ? [model.modelId] : [])),
  );
  // Newer models list only INFERENCE_PROFILE (a value the SDK's enum lacks) and refuse their plain id;
  // a summary without the field is taken as on demand, as all were before profiles existed.
  const onDemand = models.flatMap((model) =>
    model.modelId && streaming.has(model.modelId) && (model.inferenceTypesSupported?.includes('ON_DEMAND') ?? true)
      ? [model.modelId]
      : [],
  );
  const viaProfile = profiles.flatMap((profile) => {
    const underlying = (profile.models ?? []).map(
      (model) => /:foundation-model\/([^/]+)$/.exec(model.modelArn ?? '')?.[1],
    );
    const usable =
      underlying.length > 0 && underlying.every((modelId) => modelId !== undefined && streaming.has(modelId));
    return profile.status === 'ACTIVE' && profile.inferenceProfileId && usable ? [profile.inferenceProfileId] : [];
  });
  return [...new Set([...onDemand.sort(), ...viaProfile.sort()])];
}
