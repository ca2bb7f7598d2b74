import type { z } from 'zod';

/** What a text field refusing control characters says; the same for every field, as the field's own label stands beside it. */
export const plainTextMessages = {
  singleLine: 'Please use plain text on one line: no line breaks, tabs or control characters',
  multiLine: 'Please use plain text: no control characters',
} as const;

// A one-line field has no use for any control character (C0, DEL, C1), line or paragraph separator, nor for
// the bidi embeddings, overrides and isolates that show its text in another order than it is stored.
const notOnOneLine = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
// A block of text keeps its line breaks and tabs; any other C0, DEL or C1 control is refused.
const notInBlock = /[^\P{Cc}\t\n\r]/u;

/** A one-line text field (a name, a subject, a token name) that refuses control characters, line breaks and bidi overrides with plainTextMessages.singleLine. */
export const singleLine = <S extends z.ZodString>(field: S): S =>
  field.refine((text) => !notOnOneLine.test(text), plainTextMessages.singleLine);

/** A multi-line text field (a message, a story, report details) that keeps line breaks and tabs and refuses other control characters with plainTextMessages.multiLine. */
export const multiLine = <S extends z.ZodString>(field: S): S =>
  field.refine((text) => !notInBlock.test(text), plainTextMessages.multiLine);
