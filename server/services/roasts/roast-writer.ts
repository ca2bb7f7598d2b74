import type { ModelSettings } from '#contract/ai/model-settings.ts';
import type { ChatMessage, RoastDetails } from '../../ai/ai-provider.ts';
import type { AiProviders, ParsedModelId } from '../../ai/ai-providers.ts';
import { AppError } from '../../app-error.ts';
import type { Logger } from '../../logger.ts';
import type { Metrics, RoastOutcome } from '../../metrics/metrics.ts';

/** One generation: the model (`provider/model`), what it is told, how, the roast's details, and its take (see CompletionRequest). */
export interface RoastJob {
  modelId: string;
  messages: ChatMessage[];
  settings: ModelSettings;
  roast: RoastDetails;
  take?: number;
}

/** Streams the roast to `onDelta` (when someone reads it as it comes) and resolves with the whole text, trimmed. */
export type RoastRun = (onDelta: ((text: string) => void) | undefined, signal: AbortSignal) => Promise<string>;

/**
 * Runs generations on the providers within the time limit. Any provider failure, a timeout or an
 * empty answer is logged and thrown as AI_GENERATION_FAILED; a client that goes away aborts the call.
 * Each generation's outcome and timings go to the metrics.
 */
export function createRoastWriter(deps: {
  providers: Pick<AiProviders, 'parseModelId'>;
  timeoutMs: number;
  logger: Logger;
  metrics: Metrics;
}) {
  const failed = () => new AppError('AI_GENERATION_FAILED');

  return {
    /** The run of a job; throws AI_GENERATION_FAILED at once when its model id names no usable provider. */
    prepare(job: RoastJob): RoastRun {
      const { modelId, messages, settings, roast, take } = job;
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
        const started = performance.now();
        let firstTokenSeconds: number | undefined;
        const ended = (outcome: RoastOutcome) =>
          deps.metrics.roast(
            { provider: provider.name, model, outcome },
            { firstTokenSeconds, totalSeconds: (performance.now() - started) / 1000 },
          );
        let text = '';
        try {
          const streamed = onDelta !== undefined;
          const request = { model, messages, settings, roast, take, signal, streamed };
          for await (const delta of provider.streamCompletion(request)) {
            if (signal.aborted) break;
            firstTokenSeconds ??= (performance.now() - started) / 1000;
            text += delta;
            onDelta?.(delta);
          }
        } catch (error) {
          if (clientSignal.aborted) {
            ended('aborted');
            throw error;
          }
          deps.logger.error(
            { err: error, modelId, stage: roast.stage, timedOut: signal.aborted },
            'roast generation failed',
          );
          ended('failed');
          throw failed();
        }
        if (clientSignal.aborted) {
          ended('aborted');
          throw new DOMException('The client went away', 'AbortError');
        }
        const whole = text.trim();
        if (!whole || signal.aborted) {
          if (signal.aborted)
            deps.logger.error({ modelId, stage: roast.stage, timeoutMs: deps.timeoutMs }, 'roast generation timed out');
          else deps.logger.error({ modelId, stage: roast.stage }, 'the model wrote nothing');
          ended('failed');
          throw failed();
        }
        ended('ok');
        return whole;
      };
    },
  };
}

export type RoastWriter = ReturnType<typeof createRoastWriter>;
