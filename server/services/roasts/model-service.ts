import { z } from 'zod';
import { builtinModelId, modelDefaults, modelSettings } from '#contract/ai/model-settings.ts';
import type { ModelSettings } from '#contract/ai/model-settings.ts';
import type { ConfigRepository } from '../../db/repositories/config-repository.ts';
import type { Clock } from '../../clock.ts';

/** The config key that holds the active model and its settings (spec §3, Model configuration). */
export const modelConfigKey = 'bedrock-model';

/** The stored value of the model config key. */
export const modelConfigValue = z.object({
  activeModel: z.string().min(1),
  modelSettings,
});

/** The model generations use now, and how. */
export interface ActiveModel {
  modelId: string;
  settings: ModelSettings;
}

// Looking for Ollama costs a request; its answer holds for a while.
const discoveryTtlMs = 30_000;

/**
 * Decides the active model: the saved config key, else AI_MODEL, else the first Ollama model if
 * Ollama answers, else the built-in roaster.
 */
export function createModelService(deps: {
  configs: ConfigRepository;
  defaultModel: string | undefined;
  firstOllamaModel: (signal?: AbortSignal) => Promise<string | undefined>;
  clock: Clock;
}) {
  let discovered: { at: number; modelId: string } | undefined;

  async function fallbackModel(): Promise<string> {
    if (deps.defaultModel) return deps.defaultModel;
    if (!discovered || deps.clock.now().getTime() - discovered.at > discoveryTtlMs) {
      const ollamaModel = await deps.firstOllamaModel().catch(() => undefined);
      discovered = { at: deps.clock.now().getTime(), modelId: ollamaModel ? `ollama/${ollamaModel}` : builtinModelId };
    }
    return discovered.modelId;
  }

  return {
    async active(): Promise<ActiveModel> {
      const stored = await deps.configs.find(modelConfigKey);
      const parsed = stored ? modelConfigValue.safeParse(safeJson(stored.configValue)) : undefined;
      if (parsed?.success) return { modelId: parsed.data.activeModel, settings: parsed.data.modelSettings };
      return { modelId: await fallbackModel(), settings: { ...modelDefaults } };
    },
  };
}

export type ModelService = ReturnType<typeof createModelService>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
