import type { ErrorBody } from '../api/error-catalogue.ts';
import type { NoteResponse } from './note-schemas.ts';

/**
 * What the server hands a note page it renders: the note as anyone may read it, or why there is none
 * to read (not found, removed or under review), as the note's API would answer it, the same for every
 * reader; so the first HTML already says so.
 */
export type RenderedNote = NoteResponse | { failure: { status: number; body: ErrorBody } };
