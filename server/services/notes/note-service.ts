import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import { isShortUuid, isVanityUrl, noteLimits } from '#contract/notes/note-limits.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import { noteUrl } from '#contract/notes/note-paths.ts';
import { tallyReactions } from '#contract/notes/reactions.ts';
import type { z } from 'zod';
import type { createNoteResponse, CreateNoteRequest, NoteResponse, NoteSummary } from '#contract/notes/note-schemas.ts';
import { AppError } from '../../app-error.ts';
import { newId } from '../../auth/secrets.ts';
import type { NoteReactionRepository } from '../../db/repositories/note-reaction-repository.ts';
import type { NoteListRow, NotePosition, NoteRepository } from '../../db/repositories/note-repository.ts';
import type { NoteReportRepository } from '../../db/repositories/note-report-repository.ts';
import type { NoteRow } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { NoteCardService } from './note-card-service.ts';
import { chooseVanity, randomShortUuid, vanityTaken } from './note-keys.ts';
import { moderationOf, removalError } from './note-removal.ts';
import { sealUntilNemesisDay } from './note-seal.ts';
import { presentNote, presentSummary } from './present-note.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';
import { noteRateLimits } from '../limits/rate-limits.ts';
import type { RoastService } from '../roasts/roast-service.ts';
import type { Clock } from '../../clock.ts';

const listLimit = 100;
const maxInsertTries = 10;

/** What a published note answers with. */
export type CreatedNote = z.infer<typeof createNoteResponse>;

/** An opaque page cursor: where the page before ended. */
const cursorOf = (position: NotePosition) =>
  Buffer.from(JSON.stringify([position.createdAt, position.shortUuid])).toString('base64url');

function positionOf(cursor: string): NotePosition {
  try {
    const [createdAt, shortUuid] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof createdAt === 'string' && typeof shortUuid === 'string') return { createdAt, shortUuid };
  } catch {
    // answered below, like any other malformed cursor
  }
  throw new AppError('INVALID_INPUT', noteMessages.invalidCursor);
}

/** Public notes: publishing a roast the server wrote, reading, listing, deleting, and page views. */
export function createNoteService(deps: {
  notes: NoteRepository;
  reactions: Pick<NoteReactionRepository, 'countsOf'>;
  roasts: RoastService;
  cards: Pick<NoteCardService, 'drawInBackground'>;
  limiter: RateLimiter;
  publicBaseUrl: string;
  /** Which notes are hidden from readers (moderation). */
  hidden: Pick<NoteReportRepository, 'findHiddenAmong'>;
  unitOfWork: UnitOfWork;
  clock: Clock;
}) {
  const { notes, clock } = deps;
  const notFound = () => new AppError('NOTE_NOT_FOUND', errorTypeDisplay['not-found'].message);

  /** The note if readers may see it; undefined if there is none; NOTE_REMOVED or NOTE_UNDER_REVIEW (410) if it is hidden. */
  async function findShown(shortUuid: string): Promise<NoteRow | undefined> {
    const found = await notes.findWithHidden(shortUuid);
    if (found?.hidden) throw removalError(found.hidden);
    return found?.note;
  }

  /**
   * The note a page's path names if readers may see it: by its short id, else by its custom URL alone
   * (ignoring case), so a short id wins where both match; throws as findShown.
   */
  async function findShownByKey(key: string): Promise<NoteRow | undefined> {
    const byId = isShortUuid(key) ? await findShown(key) : undefined;
    if (byId || !isVanityUrl(key)) return byId;
    const shortUuid = await notes.shortUuidOfVanityKey(key.toLowerCase());
    return shortUuid === undefined ? undefined : findShown(shortUuid);
  }

  /** Saves the note in `notes` under a fresh short id and its vanity URL, trying again when another note took either a moment ago. */
  async function insert(
    notes: Pick<NoteRepository, 'create' | 'vanityKeyTaken'>,
    userId: string,
    input: CreateNoteRequest,
    origin: Pick<NoteRow, 'modelId' | 'initialPromptVersion' | 'finalPromptVersion' | 'sealedUntil' | 'sealZone'>,
  ): Promise<NoteRow> {
    const requested = input.vanityUrl || undefined;
    for (let attempt = 1; ; attempt++) {
      const vanityUrl = await chooseVanity(notes, requested, input.nemesisName);
      const { nemesisName, nemesisAge, nemesisOccupation, userNotes, initialRoast, finalRoast } = input;
      const note: NoteRow = {
        shortUuid: randomShortUuid(),
        vanityUrl,
        vanityKey: vanityUrl.toLowerCase(),
        userId,
        ...{ nemesisName, nemesisAge, nemesisOccupation, userNotes, initialRoast, finalRoast },
        ...origin,
        createdAt: clock.now().toISOString(),
      };
      if (await notes.create(note)) return note;
      // Someone took the same id or vanity URL a moment ago: a requested one is now taken; otherwise try again.
      if (requested && (await notes.vanityKeyTaken(note.vanityKey)))
        throw new AppError('VANITY_URL_TAKEN', noteMessages.vanityTaken);
      if (attempt >= maxInsertTries) throw new Error(`No free short id or vanity URL after ${maxInsertTries} tries`);
    }
  }

  return {
    /**
     * Publishes a note from roasts this server wrote for this user with these details, each roast once
     * (INVALID_INPUT otherwise), within the user's hourly and daily note limits (RATE_LIMIT_EXCEEDED),
     * with the requested vanity URL (VANITY_URL_TAKEN if taken, ignoring case) or one made from the name;
     * sealed until the next Nemesis Day in `sealZone` if given (INVALID_INPUT on the day itself there).
     */
    async create(userId: string, input: CreateNoteRequest): Promise<CreatedNote> {
      const sealed = input.sealZone === undefined ? undefined : sealUntilNemesisDay(input.sealZone, clock.now());
      // Counted before anything is written: a refused publish changes nothing but the count.
      await deps.limiter.hit(noteRateLimits.notesPerUserHour, userId);
      await deps.limiter.hit(noteRateLimits.notesPerUserDay, userId);
      // The roasts are claimed and the note saved together: a note that cannot be saved leaves its roasts publishable.
      const note = await deps.unitOfWork(async (tx) => {
        const { initial, final } = await deps.roasts.claimForNote(tx, userId, input);
        return insert(tx.notes, userId, input, {
          modelId: final.modelId,
          initialPromptVersion: initial.promptVersion,
          finalPromptVersion: final.promptVersion,
          sealedUntil: sealed?.sealedUntil ?? null,
          sealZone: sealed?.sealZone ?? null,
        });
      });
      deps.cards.drawInBackground(note);
      return {
        publicUrl: noteUrl(deps.publicBaseUrl, note),
        shortUuid: note.shortUuid,
        vanityUrl: note.vanityUrl,
        createdAt: note.createdAt,
        ...(sealed ? { seal: { opensAt: sealed.sealedUntil, timeZone: sealed.sealZone } } : {}),
      };
    },

    /** Whether a custom URL is free for a new note (no note has it, ignoring case): what create would check. */
    async vanityUrlAvailable(vanityUrl: string): Promise<boolean> {
      return !(await vanityTaken(notes, vanityUrl));
    },

    /**
     * A note for its page, by its short id or its custom URL alone; NOTE_NOT_FOUND if there is none,
     * NOTE_REMOVED or NOTE_UNDER_REVIEW (410) if it is hidden.
     */
    async read(shortUuid: string, viewerId: string | undefined): Promise<NoteResponse> {
      const note = await findShownByKey(shortUuid);
      if (!note) throw notFound();
      return presentNote(note, note.userId === viewerId, clock.now());
    },

    /** The note itself, for link previews; undefined if there is none. */
    find(shortUuid: string): Promise<NoteRow | undefined> {
      return notes.find(shortUuid);
    },

    findShown,

    /** A page of the user's notes, newest first, each with its readers' reactions (and, when readers cannot see it now, why), and the cursor of the next page (null on the last); INVALID_INPUT for a bad cursor. */
    async listMine(
      userId: string,
      page: { cursor?: string; pageSize?: number },
    ): Promise<{ notes: NoteSummary[]; nextCursor: string | null }> {
      const pageSize = page.pageSize ?? noteLimits.myNotesPage;
      const now = clock.now();
      // One more than the page shows whether another page follows.
      const rows = await notes.listByAuthor(
        userId,
        pageSize + 1,
        page.cursor === undefined ? undefined : positionOf(page.cursor),
      );
      const shown = rows.slice(0, pageSize);
      const last = shown.at(-1);
      const [counted, hidden] = await Promise.all([
        deps.reactions.countsOf(shown.map((row) => row.shortUuid)),
        deps.hidden.findHiddenAmong(shown.map((row) => row.shortUuid)),
      ]);
      // The author is told which of their notes readers cannot see, and why.
      const listed = (row: NoteListRow): NoteSummary => {
        const state = hidden.find((candidate) => candidate.shortUuid === row.shortUuid);
        const reactions = tallyReactions(counted.filter((count) => count.shortUuid === row.shortUuid));
        const listed = presentSummary(row, now);
        return state ? { ...listed, reactions, moderation: moderationOf(state) } : { ...listed, reactions };
      };
      return {
        notes: shown.map(listed),
        nextCursor:
          rows.length > pageSize && last ? cursorOf({ createdAt: last.timestamp, shortUuid: last.shortUuid }) : null,
      };
    },

    /** The notes the user read lately, newest first, as summaries (a sealed one with when it opens). */
    async listRecentlyViewed(userId: string): Promise<NoteSummary[]> {
      const now = clock.now();
      return (await notes.listViewedBy(userId, listLimit)).map((row) => presentSummary(row, now));
    },

    /** Clear Recently Viewed: forgets every note the user viewed. */
    async clearRecentlyViewed(userId: string): Promise<void> {
      await notes.clearViewsBy(userId);
    },

    /** Deletes the user's own note; NOTE_NOT_FOUND for anyone else's, so it gives nothing away. */
    async delete(userId: string, shortUuid: string): Promise<void> {
      if (!(await notes.deleteByAuthor(shortUuid, userId))) throw notFound();
    },

    /** Records a signed-in reader's view, unless they wrote the note. */
    async recordView(viewerId: string, shortUuid: string): Promise<{ recorded: boolean }> {
      const note = await findShown(shortUuid);
      if (!note) throw notFound();
      if (note.userId === viewerId) return { recorded: false };
      await notes.recordView({ id: newId(), shortUuid, viewerId, viewedAt: clock.now().toISOString() });
      return { recorded: true };
    },
  };
}

export type NoteService = ReturnType<typeof createNoteService>;
