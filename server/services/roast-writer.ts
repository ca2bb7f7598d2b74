import type { ModelSettings } from '#contract/ai/model-settings.ts';
import type { ChatMessage, RoastDetails } from '../ai/ai-provider.ts';
import type { AiProviders, ParsedModelId } from '../ai/ai-providers.ts';
import { AppError } from '../app-error.ts';
import type { Logger } from '../logger.ts';

/** One generation: the model (`provider/model`), what it is told, how, and the roast's details. */
export interface RoastJob {
  modelId: string;
  messages: ChatMessage[];
  settings: ModelSettings;
  roast: RoastDetails;
}

/** Streams the roast to `onDelta` and resolves with the whole text, trimmed. */
export type RoastRun = (onDelta: (text: string) => void, signal: AbortSignal) => Promise<string>;

/**
 * Runs generations on the providers within the time limit. Any provider failure, a timeout or an
 * empty answer is logged and thrown as AI_GENERATION_FAILED; a client that goes away aborts the call.
 */
export function createRoastWriter(deps: { providers: Pick<AiProviders, 'parseModelId'>; timeoutMs: number; logger: Logger }) {
  const failed = () => new AppError('AI_GENERATION_FAILED');

  return {
    /** The run of a job; throws AI_GENERATION_FAILED at once when its model id names no usable provider. */
    prepare(job: RoastJob): RoastRun {
      const { modelId, messages, settings, roast } = job;
      let parsed: ParsedModelId;
      try {
        parsed = deps.providers.parseModelId(modelId);
      } catch (error) {
        deps.logger.error({ err: error, modelId }, 'the model cannot be used');
        throw failed();
      }
      const { provider, model } = parsed;

      return async (onDelta, clientSignal) => {
        const signal = AbortSignal.any([clientSignal, AbortSignal.timeout(deps.timeoutMs)]);
        let text = '';
        try {
          for await (const delta of provider.streamCompletion({ model, messages, settings, roast, signal })) {
            if (signal.aborted) break;
            text += delta;
            onDelta(delta);
          }
        } catch (error) {
          if (clientSignal.aborted) throw error;
          deps.logger.error({ err: error, modelId, stage: roast.stage, timedOut: signal.aborted }, 'roast generation failed');
          throw failed();
        }
        if (clientSignal.aborted) throw new DOMException('The client went away', 'AbortError');
        if (signal.aborted) {
          deps.logger.error({ modelId, stage: roast.stage, timeoutMs: deps.timeoutMs }, 'roast generation timed out');
          throw failed();
        }
        const whole = text.trim();
        if (!whole) {
          deps.logger.error({ modelId, stage: roast.stage }, 'the model wrote nothing');
          throw failed();
        }
        return whole;
      };
    },
  };
}

export type RoastWriter = ReturnType<typeof createRoastWriter>;
