import { adminMessages } from '#contract/admin/admin-messages.ts';
import type { PromptVersion, SavedPromptVersion } from '#contract/admin/admin-schemas.ts';
import { missingPlaceholderMessage } from '#contract/admin/prompt-placeholders.ts';
import { promptVersionNoteLinks } from '#contract/admin/prompt-version-schemas.ts';
import type { PromptVersionDetails } from '#contract/admin/prompt-version-schemas.ts';
import { noReactions, tallyReactions } from '#contract/notes/reactions.ts';
import type { ReactionCounts } from '#contract/notes/reactions.ts';
import { AppError } from '../../app-error.ts';
import type { PromptRepository } from '../../db/repositories/prompt-repository.ts';
import type { PromptTemplateRow, UserRow } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { auditEntry } from './audit-log.ts';
import type { Clock } from '../../clock.ts';

type Actor = Pick<UserRow, 'id' | 'email'>;

/** What a new version is made of. */
export interface NewPromptVersion {
  promptId: string;
  promptText: string;
  description: string;
  activate: boolean;
  /** The newest version the admin saw (0 when they saw none). */
  basedOnVersion: number;
}

/** Throws ADMIN_INVALID_PROMPT_TEXT naming the first placeholder its stage needs that the text lacks. */
export function checkPlaceholders(promptId: string, text: string): void {
  const missing = missingPlaceholderMessage(promptId, text);
  if (missing) throw new AppError('ADMIN_INVALID_PROMPT_TEXT', missing);
}

const conflict = () => new AppError('ADMIN_VERSION_CONFLICT', adminMessages.conflict);

/**
 * The admin's prompt templates: every version with its use, new versions and activation, exactly one
 * active version per id. A save or activation based on a state another admin has changed since throws
 * ADMIN_VERSION_CONFLICT; a template missing a placeholder its stage needs, ADMIN_INVALID_PROMPT_TEXT.
 * Each write is one unit of work with its audit entry.
 */
export function createAdminPromptService(deps: { prompts: PromptRepository; unitOfWork: UnitOfWork; clock: Clock }) {
  const { prompts, unitOfWork, clock } = deps;

  return {
    /** Every prompt id's versions, newest first, with the notes each wrote and what readers made of them (reactions, reports). */
    async list(): Promise<Record<string, PromptVersion[]>> {
      const [rows, counts, reactions, reports] = await Promise.all([
        prompts.listAll(),
        prompts.notesCounts(),
        prompts.reactionCounts(),
        prompts.reportCounts(),
      ]);
      const byId: Record<string, PromptVersion[]> = {};
      for (const row of rows) {
        const key = `${row.promptId}:${row.version}`;
        (byId[row.promptId] ??= []).push(
          present(row, counts.get(key) ?? 0, reactionsOf(reactions, key), reports.get(key) ?? 0),
        );
      }
      return byId;
    },

    /** One prompt's versions as saved, newest first. Throws ADMIN_PROMPT_NOT_FOUND for an id without versions. */
    async versions(promptId: string): Promise<SavedPromptVersion[]> {
      const rows = await prompts.listOf(promptId);
      if (rows.length === 0) throw new AppError('ADMIN_PROMPT_NOT_FOUND', adminMessages.promptNotFound);
      return rows.map(savedVersion);
    },

    /**
     * One version with how many notes it wrote and the newest of them. Throws ADMIN_PROMPT_NOT_FOUND
     * for an id without versions, ADMIN_PROMPT_VERSION_NOT_FOUND for a version the prompt lacks.
     */
    async view(promptId: string, version: number): Promise<PromptVersionDetails> {
      const [row, notes, reactions, reports] = await Promise.all([
        prompts.find(promptId, version),
        prompts.notesOf(promptId, version, promptVersionNoteLinks),
        prompts.reactionCounts(),
        prompts.reportCounts(),
      ]);
      if (!row && !(await prompts.findActive(promptId)))
        throw new AppError('ADMIN_PROMPT_NOT_FOUND', adminMessages.promptNotFound);
      if (!row) throw new AppError('ADMIN_PROMPT_VERSION_NOT_FOUND', adminMessages.promptVersionNotFound);
      const key = `${promptId}:${version}`;
      return {
        ...present(row, notes.count, reactionsOf(reactions, key), reports.get(key) ?? 0),
        recentNotes: notes.newest,
      };
    },

    /** Saves a new version: active if it is the id's first or if asked. */
    async create(actor: Actor, input: NewPromptVersion): Promise<PromptVersion> {
      checkPlaceholders(input.promptId, input.promptText);
      let first = false;
      const row = await unitOfWork(async (tx) => {
        const saved = await tx.prompts.withVersionsLocked(input.promptId, async ({ versions, insert, activate }) => {
          first = versions.length === 0;
          const latest = versions[0]?.version ?? 0;
          if (input.basedOnVersion !== latest) throw conflict();
          const active = versions.length === 0 || input.activate;
          const created: PromptTemplateRow = {
            promptId: input.promptId,
            version: latest + 1,
            promptText: input.promptText,
            description: input.description,
            isActive: 0,
            createdAt: clock.now().toISOString(),
            createdBy: actor.email,
            usageCount: 0,
            lastUsedAt: null,
          };
          await insert(created);
          if (active) await activate(created.version);
          return { ...created, isActive: active ? 1 : 0 };
        });
        await tx.audit.insert(
          auditEntry(
            actor,
            'prompt.create',
            input.promptId,
            undefined,
            { version: saved.version, isActive: saved.isActive === 1, description: saved.description },
            clock.now(),
          ),
        );
        return saved;
      }).catch(async (error: unknown) => {
        // Two first versions of one new id at once: the loser's insert meets the winner's row.
        if (first && !(error instanceof AppError) && (await prompts.findActive(input.promptId))) throw conflict();
        throw error;
      });
      return present(row, 0, noReactions(), 0);
    },

    /** Makes a version the active one; `basedOnActiveVersion` is the active version the admin saw. */
    async activate(actor: Actor, promptId: string, version: number, basedOnActiveVersion: number): Promise<void> {
      await unitOfWork(async (tx) => {
        const before = await tx.prompts.withVersionsLocked(promptId, async ({ versions, activate }) => {
          if (versions.length === 0) throw new AppError('ADMIN_PROMPT_NOT_FOUND', adminMessages.promptNotFound);
          if (!versions.some((row) => row.version === version))
            throw new AppError('ADMIN_PROMPT_VERSION_NOT_FOUND', adminMessages.promptVersionNotFound);
          const active = versions.find((row) => row.isActive === 1)?.version;
          if (basedOnActiveVersion !== active) throw conflict();
          await activate(version);
          return active;
        });
        await tx.audit.insert(
          auditEntry(
            actor,
            'prompt.activate',
            promptId,
            { activeVersion: before ?? null },
            { activeVersion: version },
            clock.now(),
          ),
        );
      });
    },
  };
}

export type AdminPromptService = ReturnType<typeof createAdminPromptService>;

function savedVersion(row: PromptTemplateRow): SavedPromptVersion {
  return { ...row, isActive: row.isActive === 1 };
}

function present(
  row: PromptTemplateRow,
  notesCount: number,
  reactions: ReactionCounts,
  reportsCount: number,
): PromptVersion {
  return { ...savedVersion(row), notesCount, reactions, reportsCount };
}

/** The reactions on the notes of the version keyed `promptId:version`. */
function reactionsOf(rows: Awaited<ReturnType<PromptRepository['reactionCounts']>>, key: string): ReactionCounts {
  return tallyReactions(rows.filter((row) => row.key === key));
}
