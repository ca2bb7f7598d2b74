import type { z } from 'zod';
import { nemesisDetails, userNotesField, vanityUrlField } from '#contract/notes/note-schemas.ts';

// The wizard checks what the server's schemas check, with the same messages (spec §5).

// The first failing check's message: an empty age says it is required, not also that it is out of range.
function messagesOf(schema: z.ZodType, value: string): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.slice(0, 1).map((issue) => issue.message);
}

/** The nemesis's name: required after trimming, at most 100 characters. */
export function nameErrors(value: string): string[] {
  return messagesOf(nemesisDetails.shape.nemesisName, value);
}

/** The age as typed: required, a whole number, 1 to 150. */
export function ageErrors(value: string): string[] {
  return messagesOf(nemesisDetails.shape.nemesisAge, value);
}

/** The occupation: required after trimming, at most 200 characters. */
export function occupationErrors(value: string): string[] {
  return messagesOf(nemesisDetails.shape.nemesisOccupation, value);
}

/** The user's side of the story: required after trimming, at most 2000 characters. */
export function storyErrors(value: string): string[] {
  return messagesOf(userNotesField, value);
}

/** The optional custom URL: at most 24 characters, letters, digits, hyphens and underscores (trimmed). */
export function vanityErrors(value: string): string[] {
  return messagesOf(vanityUrlField, value);
}
