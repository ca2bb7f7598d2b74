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

/** The step of the temperature and top-p inputs (spec §2, §5). */
export const fractionStep = 0.1;

/**
 * A setting as typed into its input (spec §5): a number outside the range is brought into it,
 * temperature and top-p to one decimal, maxTokens to a whole number; anything that is not a
 * number becomes the range's lowest value (0 for temperature and top-p, 1 for maxTokens).
 */
export function settingFromInput(name: keyof ModelSettings, text: string): number {
  const [min, max] = modelSettingRanges[name];
  const value = text.trim() === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(value)) return min;
  const rounded = name === 'maxTokens' ? Math.round(value) : Math.round(value * 10) / 10;
  return Math.min(max, Math.max(min, rounded));
}
