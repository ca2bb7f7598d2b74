import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { shippedPath } from '../../package-root.ts';
import type { ChatMessage } from '../../ai/ai-provider.ts';
import type { PromptRepository } from '../../db/repositories/prompt-repository.ts';
import type { PromptTemplateRow, RoastStage } from '../../db/schema.ts';
import type { Clock } from '../../clock.ts';

/** Where the shipped default prompts live: data/prompts in the package, never DATA_DIR (which may be emptied). */
export const promptDir = shippedPath('data', 'prompts');

/** The prompt ids the roasts are written with (spec §9, roast stage ids). */
export const roastStages: readonly RoastStage[] = ['initial-roast', 'final-roast'];

/** The values a template's `{{placeholders}}` are filled with. */
export type PromptValues = Partial<
  Record<'nemesisName' | 'nemesisAge' | 'nemesisOccupation' | 'userNotes' | 'initialRoast', string | number>
>;

/**
 * Fills `{{name}}` placeholders. The user's words are data: anything that could close the `<story>`
 * block a template wraps them in is defused, and one-line details are kept on one line, so they
 * cannot pose as the prompt's own text.
 */
function fillPrompt(template: string, values: PromptValues): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = values[name as keyof PromptValues];
    if (value === undefined) return placeholder;
    const text = String(value).replace(/<\s*\/?\s*story\s*>/gi, '(story)');
    // Name, age and occupation sit on one line of the prompt: line breaks there could start a "rule" of their own.
    return multiLineValues.has(name) ? text : text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  });
}

const multiLineValues = new Set(['userNotes', 'initialRoast']);

/** The line that parts a template's instructions (above) from the data it hands the model (below). */
const dataSeparator = /^---[ \t]*$/m;

/**
 * The chat messages of a filled template: the instructions above its `---` line as the system
 * message and the details below it as the user's message, so the model reads the user's words as
 * data beside its rules rather than as part of them. A template without the line is one user message.
 */
export function promptMessages(template: string, values: PromptValues): ChatMessage[] {
  const separator = dataSeparator.exec(template);
  if (!separator) return [{ role: 'user', content: fillPrompt(template, values).trim() }];
  return [
    { role: 'system', content: fillPrompt(template.slice(0, separator.index), values).trim() },
    { role: 'user', content: fillPrompt(template.slice(separator.index + separator[0].length), values).trim() },
  ];
}

/** Versioned prompt templates: seeding from the shipped defaults, the active version of each, usage counts. */
export function createPromptService(deps: { prompts: PromptRepository; promptDir: string; clock: Clock }) {
  return {
    /** Seeds version 1 of each roast prompt from `<promptDir>/<id>.md` where a prompt has no versions yet. */
    async seedDefaults(): Promise<string[]> {
      const seeded: string[] = [];
      for (const promptId of roastStages) {
        if (await deps.prompts.findActive(promptId)) continue;
        const promptText = (await readFile(path.join(deps.promptDir, `${promptId}.md`), 'utf8')).trim();
        const inserted = await deps.prompts.seed({
          promptId,
          version: 1,
          promptText,
          description: `Default ${promptId} prompt (data/prompts/${promptId}.md)`,
          isActive: 1,
          createdAt: deps.clock.now().toISOString(),
          createdBy: 'system',
          usageCount: 0,
          lastUsedAt: null,
        });
        if (inserted) seeded.push(promptId);
      }
      return seeded;
    },

    /** The active version of a prompt; throws if it has none (seedDefaults was not run). */
    async active(promptId: RoastStage): Promise<PromptTemplateRow> {
      const row = await deps.prompts.findActive(promptId);
      if (!row) throw new Error(`Prompt ${promptId} has no active version`);
      return row;
    },

    /** Counts one generation with a version. */
    recordUse(promptId: RoastStage, version: number): Promise<void> {
      return deps.prompts.recordUse(promptId, version, deps.clock.now().toISOString());
    },
  };
}

export type PromptService = ReturnType<typeof createPromptService>;
