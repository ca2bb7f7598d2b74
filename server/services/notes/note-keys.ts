import { randomInt } from 'node:crypto';
import { noteLimits } from '#contract/notes/note-limits.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import { AppError } from '../../app-error.ts';
import type { NoteRepository } from '../../db/repositories/note-repository.ts';

const shortUuidAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

// A note's custom URL alone names it (`/api/v1/nemesis-notes/{custom}`), so it may not be a word the
// notes' API already answers at that place: GET /api/v1/nemesis-notes/health is the health check.
const reservedVanityKeys = new Set(['health']);

/** noteLimits.shortUuidLength random letters and digits. */
export function randomShortUuid(): string {
  return Array.from(
    { length: noteLimits.shortUuidLength },
    () => shortUuidAlphabet[randomInt(shortUuidAlphabet.length)],
  ).join('');
}

/** A vanity URL made from a name: `Lex Luthor!` -> `Lex-Luthor`, at most 24 characters. */
export function vanityFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, noteLimits.vanityUrlMax)
    .replace(/-+$/, '');
  return slug || 'nemesis';
}

/** Whether a custom URL is taken (by a note, ignoring case, or as a word of the notes' API). */
export async function vanityTaken(notes: Pick<NoteRepository, 'vanityKeyTaken'>, vanityUrl: string): Promise<boolean> {
  const key = vanityUrl.toLowerCase();
  return reservedVanityKeys.has(key) || notes.vanityKeyTaken(key);
}

/** The requested vanity URL if free in `notes` (VANITY_URL_TAKEN if not), or a free one made from the name. */
export async function chooseVanity(
  notes: Pick<NoteRepository, 'vanityKeyTaken'>,
  requested: string | undefined,
  name: string,
): Promise<string> {
  if (requested) {
    if (await vanityTaken(notes, requested)) throw new AppError('VANITY_URL_TAKEN', noteMessages.vanityTaken);
    return requested;
  }
  const base = vanityFromName(name);
  for (let n = 1; n <= 20; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = base.slice(0, noteLimits.vanityUrlMax - suffix.length).replace(/-+$/, '') + suffix;
    if (!(await vanityTaken(notes, candidate))) return candidate;
  }
  return `${base.slice(0, noteLimits.vanityUrlMax - 6)}-${randomShortUuid()}`;
}
