import { z } from 'zod';

/** The model that needs no AI service: the built-in roaster. */
export const builtinModelId = 'builtin/roastbook';

/** The ranges an admin may set (spec §5 and §9); the settings schema is built from them. */
export const modelSettingRanges = { temperature: [0, 1], topP: [0, 1], maxTokens: [1, 8192] } as const;

/** Model settings used until an admin saves others (spec §9). */
export const modelDefaults = { temperature: 0.7, topP: 0.9, maxTokens: 4096 } as const;

const { temperature, topP, maxTokens } = modelSettingRanges;

/** Temperature, top-p and the token ceiling of a roast, each within its range. */
export const modelSettings = z.object({
  temperature: z.number().min(temperature[0]).max(temperature[1]),
  topP: z.number().min(topP[0]).max(topP[1]),
  maxTokens: z.number().int().min(maxTokens[0]).max(maxTokens[1]),
});
export type ModelSettings = z.infer<typeof modelSettings>;
