import { fractionStep, modelSettingRanges, settingFromInput } from '#contract/ai/model-settings.ts';
import type { ModelSettings } from '#contract/ai/model-settings.ts';

/** One of a model's settings. */
export type SettingName = keyof ModelSettings;

/** The model form as the admin has it: the chosen model and each setting as typed. */
export interface ModelDraft {
  modelId: string;
  settings: Record<SettingName, string>;
}

const { temperature, topP, maxTokens } = modelSettingRanges;

/** The settings' fields, in the form's order, with what each one does. */
export const settingFields: readonly { name: SettingName; label: string; hint: string }[] = [
  {
    name: 'temperature',
    label: 'Temperature',
    hint: `How adventurous the wording is: ${temperature[0]} to ${temperature[1]}, in steps of ${fractionStep}.`,
  },
  {
    name: 'topP',
    label: 'Top P',
    hint: `How wide a choice of words the model considers: ${topP[0]} to ${topP[1]}, in steps of ${fractionStep}.`,
  },
  {
    name: 'maxTokens',
    label: 'Max Tokens',
    hint: `The longest roast the model may write: ${maxTokens[0]} to ${maxTokens[1]} tokens.`,
  },
];

/** The form showing a config as it is. */
export function draftOf(modelId: string, settings: ModelSettings): ModelDraft {
  return {
    modelId,
    settings: {
      temperature: String(settings.temperature),
      topP: String(settings.topP),
      maxTokens: String(settings.maxTokens),
    },
  };
}

/** The settings a draft would save: each typed value brought into its range (0 or 1 for what is not a number). */
export function settingsOf(draft: ModelDraft): ModelSettings {
  return {
    temperature: settingFromInput('temperature', draft.settings.temperature),
    topP: settingFromInput('topP', draft.settings.topP),
    maxTokens: settingFromInput('maxTokens', draft.settings.maxTokens),
  };
}
