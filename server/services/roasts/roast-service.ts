import { noteMessages } from '#contract/notes/note-messages.ts';
import type { NemesisDetails } from '#contract/notes/note-schemas.ts';
import { AppError } from '../../app-error.ts';
import { newId } from '../../auth/secrets.ts';
import type { TokenHasher } from '../../auth/secrets.ts';
import type { Repositories } from '../../db/repositories.ts';
import type { GeneratedRoastRepository } from '../../db/repositories/generated-roast-repository.ts';
import type { GeneratedRoastRow, RoastStage } from '../../db/schema.ts';
import type { ModelService } from './model-service.ts';
import { promptMessages } from './prompt-service.ts';
import type { PromptService } from './prompt-service.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';
import { noteRateLimits } from '../limits/rate-limits.ts';
import type { RoastRun, RoastWriter } from './roast-writer.ts';
import type { Clock } from '../../clock.ts';

/** How long a written roast can still be used for the next step or published. */
export const roastValidMs = 24 * 3_600_000;

/** What to write: the details, and for the final roast the story and the first roast. */
export interface RoastRequest {
  stage: RoastStage;
  details: NemesisDetails;
  userNotes?: string;
  initialRoast?: string;
}

/** A roast as written: its stage, the details it was written for (and the story, for a final roast), and its text. */
export interface WrittenRoast extends NemesisDetails {
  stage: RoastStage;
  userNotes?: string | undefined;
  text: string;
}

/** Binds a roast's text to the details it was written for, so it vouches for those details only. */
function fingerprint(hasher: TokenHasher, roast: WrittenRoast): string {
  const { stage, nemesisName, nemesisAge, nemesisOccupation, userNotes, text } = roast;
  return hasher.hash(
    JSON.stringify([
      stage,
      nemesisName,
      nemesisAge,
      nemesisOccupation,
      stage === 'final-roast' ? userNotes : null,
      text.trim(),
    ]),
  );
}

/** Writes roasts with the active model and prompt, and vouches for the roasts it wrote. */
export function createRoastService(deps: {
  writer: RoastWriter;
  models: ModelService;
  prompts: PromptService;
  roasts: GeneratedRoastRepository;
  limiter: RateLimiter;
  hasher: TokenHasher;
  clock: Clock;
}) {
  const { clock } = deps;
  /** The record of a roast this server wrote for this user recently, for exactly these details; INVALID_INPUT otherwise. */
  async function vouch(
    userId: string,
    roast: WrittenRoast,
    from: Pick<GeneratedRoastRepository, 'find'> = deps.roasts,
  ): Promise<GeneratedRoastRow> {
    const since = new Date(clock.now().getTime() - roastValidMs).toISOString();
    const found = await from.find(userId, roast.stage, fingerprint(deps.hasher, roast), since);
    if (!found) throw new AppError('INVALID_INPUT', noteMessages.roastNotOurs);
    return found;
  }

  return {
    /**
     * Claims the two roasts of a note for publishing, once, in the unit of work `tx` that saves the note
     * (the claim stands only if the note does): INVALID_INPUT if this server did not write them for this
     * user with these details, or if a note has published either already. Resolves with the roasts' records.
     */
    async claimForNote(
      tx: Pick<Repositories, 'generatedRoasts'>,
      userId: string,
      note: Omit<WrittenRoast, 'stage' | 'text'> & { initialRoast: string; finalRoast: string },
    ) {
      const { initialRoast, finalRoast, ...details } = note;
      const initial = await vouch(
        userId,
        { stage: 'initial-roast', ...details, userNotes: undefined, text: initialRoast },
        tx.generatedRoasts,
      );
      const final = await vouch(userId, { stage: 'final-roast', ...details, text: finalRoast }, tx.generatedRoasts);
      if (!(await tx.generatedRoasts.markPublished([initial.id, final.id], clock.now().toISOString())))
        throw new AppError('INVALID_INPUT', noteMessages.roastPublished);
      return { initial, final };
    },

    /**
     * Checks the limit and (for a final roast) the first roast, and picks prompt and model: a generation
     * ready to run, which records the roast it wrote. Throws RATE_LIMIT_EXCEEDED, INVALID_INPUT, or
     * AI_GENERATION_FAILED when the model is unusable.
     */
    async prepare(userId: string, request: RoastRequest): Promise<RoastRun> {
      if (request.stage === 'final-roast')
        await vouch(userId, { stage: 'initial-roast', ...request.details, text: request.initialRoast ?? '' });
      await deps.limiter.hit(noteRateLimits.generationsPerUser, userId);
      // The roasts this user was given at this stage lately, from the database (so every server process
      // and a restart agree): a roast cut off before it was finished is not among them.
      const since = new Date(clock.now().getTime() - roastValidMs).toISOString();
      const take = await deps.roasts.countSince(userId, request.stage, since);
      const template = await deps.prompts.active(request.stage);
      const { modelId, settings } = await deps.models.active();
      const roast = {
        stage: request.stage,
        ...request.details,
        userNotes: request.userNotes,
        initialRoast: request.initialRoast,
      };
      const write = deps.writer.prepare({
        modelId,
        messages: promptMessages(template.promptText, roast),
        settings,
        roast,
        take,
      });

      return async (onDelta, clientSignal) => {
        const text = await write(onDelta, clientSignal);
        const textHash = fingerprint(deps.hasher, {
          stage: request.stage,
          ...request.details,
          userNotes: request.userNotes,
          text,
        });
        await deps.roasts.add({
          id: newId(),
          userId,
          stage: request.stage,
          textHash,
          modelId,
          promptVersion: template.version,
          createdAt: clock.now().toISOString(),
        });
        await deps.prompts.recordUse(request.stage, template.version);
        return text;
      };
    },
  };
}

export type RoastService = ReturnType<typeof createRoastService>;
