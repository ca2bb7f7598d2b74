import { sampleNemesis } from '#contract/admin/admin-schemas.ts';
import type { ModelSettings } from '#contract/ai/model-settings.ts';
import type { NemesisDetails } from '#contract/notes/note-schemas.ts';
import type { AdminConfigService } from '../admin/admin-config-service.ts';
import { checkPlaceholders } from '../admin/admin-prompt-service.ts';
import type { ModelService } from './model-service.ts';
import { promptMessages } from './prompt-service.ts';
import type { PromptService } from './prompt-service.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';
import { adminRateLimits } from '../limits/rate-limits.ts';
import type { RoastRun, RoastWriter } from './roast-writer.ts';

/** A draft template to try: its id (which says its stage), its text, and the details to fill it with. */
export interface PromptDraft extends NemesisDetails {
  promptId: string;
  promptText: string;
  userNotes?: string | undefined;
  initialRoast?: string | undefined;
  /** A model to try it with (with the active settings) instead of the active one. */
  modelId?: string | undefined;
}

/**
 * The admin's roast lab: a sample roast from a model with unsaved settings, and the roast a draft
 * template would write, before either is saved. Nothing is recorded: these roasts cannot be published
 * and do not count as a prompt's use. Throws RATE_LIMIT_EXCEEDED, ADMIN_BEDROCK_MODEL_NOT_AVAILABLE,
 * ADMIN_INVALID_PROMPT_TEXT, AI_GENERATION_FAILED.
 */
export function createRoastLabService(deps: {
  writer: RoastWriter;
  models: ModelService;
  prompts: PromptService;
  adminConfig: Pick<AdminConfigService, 'requireAvailable'>;
  limiter: RateLimiter;
}) {
  return {
    /** A first roast of the sample nemesis with the active initial prompt, from this model with these settings. */
    async testModel(adminId: string, modelId: string, settings: ModelSettings): Promise<RoastRun> {
      await deps.adminConfig.requireAvailable(modelId);
      await deps.limiter.hit(adminRateLimits.labRunsPerAdmin, adminId);
      const template = await deps.prompts.active('initial-roast');
      const roast = { stage: 'initial-roast' as const, ...sampleNemesis };
      return deps.writer.prepare({ modelId, messages: promptMessages(template.promptText, roast), settings, roast });
    },

    /** The roast a draft writes with the active model (or the one named); a `final-roast` draft is a final roast, any other a first one. */
    async tryPrompt(adminId: string, draft: PromptDraft): Promise<RoastRun> {
      const { promptId, promptText, modelId: namedModel, ...details } = draft;
      checkPlaceholders(promptId, promptText);
      if (namedModel) await deps.adminConfig.requireAvailable(namedModel);
      await deps.limiter.hit(adminRateLimits.labRunsPerAdmin, adminId);
      const active = await deps.models.active();
      const modelId = namedModel ?? active.modelId;
      const { settings } = active;
      const roast = {
        stage: promptId === 'final-roast' ? ('final-roast' as const) : ('initial-roast' as const),
        ...details,
      };
      return deps.writer.prepare({ modelId, messages: promptMessages(promptText, roast), settings, roast });
    },
  };
}

export type RoastLabService = ReturnType<typeof createRoastLabService>;
