import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import type { ReactionsResponse } from '#contract/notes/reaction-schemas.ts';
import { tallyReactions } from '#contract/notes/reactions.ts';
import type { ReactionKind } from '#contract/notes/reactions.ts';
import { AppError } from '../../app-error.ts';
import type { TokenHasher } from '../../auth/secrets.ts';
import type { NoteReactionRepository } from '../../db/repositories/note-reaction-repository.ts';
import type { NoteService } from './note-service.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';
import { noteRateLimits } from '../limits/rate-limits.ts';
import type { Clock } from '../../clock.ts';

/**
 * Who reacts: a signed-in reader by their account (`userId`), anyone else by the device id of a
 * device cookie this server issued (`deviceId`); a caller with neither has no reaction yet. `ip`, the
 * client's network (client-address.ts), is what writes are limited by.
 */
export interface Reader {
  userId?: string | undefined;
  deviceId?: string | undefined;
  ip: string;
}

/** The reader key of a signed-in reader's reactions. */
export const userReaderKey = (userId: string) => `user:${userId}`;

/**
 * Readers' reactions to notes: one per reader per note, changeable and removable. A signed-in reader
 * is keyed by their account wherever they read; anyone else by the keyed hash of their device id, so
 * the database holds nothing that gives the cookie back, and signing in starts a reader afresh. As
 * anyone can start afresh as a new visitor, one network adds only a few visitors' reactions per note a day.
 */
export function createNoteReactionService(deps: {
  reactions: NoteReactionRepository;
  notes: Pick<NoteService, 'findShown'>;
  limiter: RateLimiter;
  hasher: TokenHasher;
  clock: Clock;
}) {
  const { reactions, limiter, clock } = deps;
  const readerKey = (reader: Reader) =>
    reader.userId
      ? userReaderKey(reader.userId)
      : reader.deviceId
        ? `device:${deps.hasher.hash(reader.deviceId)}`
        : undefined;

  /** Throws NOTE_NOT_FOUND unless the note exists, NOTE_REMOVED or NOTE_UNDER_REVIEW (410) while it is hidden. */
  async function mustExist(shortUuid: string): Promise<void> {
    if (!(await deps.notes.findShown(shortUuid)))
      throw new AppError('NOTE_NOT_FOUND', errorTypeDisplay['not-found'].message);
  }

  async function answer(shortUuid: string, key: string | undefined): Promise<ReactionsResponse> {
    const [counted, mine] = await Promise.all([
      reactions.countsOf([shortUuid]),
      key ? reactions.mine(shortUuid, key) : undefined,
    ]);
    return { counts: tallyReactions(counted), mine: mine ?? null };
  }

  /** Counts a write against the reader's address (RATE_LIMIT_EXCEEDED past it), then checks readers may see the note (NOTE_NOT_FOUND, or 410 while hidden). */
  async function beforeWrite(shortUuid: string, reader: Reader): Promise<string | undefined> {
    await limiter.hit(noteRateLimits.reactionsPerIp, reader.ip);
    await mustExist(shortUuid);
    return readerKey(reader);
  }

  return {
    /** The note's reaction counts and the reader's own; NOTE_NOT_FOUND if there is no such note, 410 while it is hidden. */
    async read(shortUuid: string, reader: Reader): Promise<ReactionsResponse> {
      await mustExist(shortUuid);
      return answer(shortUuid, readerKey(reader));
    },

    /**
     * Sets the reader's one reaction to the note (replacing theirs), within the per-address limit and,
     * for a visitor's first reaction to it, the per-network one (RATE_LIMIT_EXCEEDED with its message);
     * answers the counts after it. The reader must have an account or a device id.
     */
    async react(shortUuid: string, reader: Reader, reaction: ReactionKind): Promise<ReactionsResponse> {
      const key = await beforeWrite(shortUuid, reader);
      if (!key) throw new Error('A reaction needs a reader: an account or a device id');
      // Changing a reaction adds nobody: only a visitor's new one counts against their network.
      if (!reader.userId && !(await reactions.mine(shortUuid, key)))
        await limiter.hit(noteRateLimits.reactionsPerNetworkNote, `${reader.ip} ${shortUuid}`);
      await reactions.set(shortUuid, key, reaction, clock.now().toISOString());
      return answer(shortUuid, key);
    },

    /** Takes the reader's reaction back (none left is fine), within the per-address limit; answers the counts after it. */
    async remove(shortUuid: string, reader: Reader): Promise<ReactionsResponse> {
      const key = await beforeWrite(shortUuid, reader);
      if (key) await reactions.remove(shortUuid, key);
      return answer(shortUuid, key);
    },
  };
}

export type NoteReactionService = ReturnType<typeof createNoteReactionService>;
