import { nemesisDetails, userNotesField, vanityUrlField } from '#contract/notes/note-schemas.ts';
import { schemaErrors } from '../../hooks/use-form.ts';

// The wizard checks what the server's schemas check, with the same messages (spec §5).

/** The nemesis's name: required after trimming, at most 100 characters. */
export function nameErrors(value: string): string[] {
  return schemaErrors(nemesisDetails.shape.nemesisName, value);
}

/** The age as typed: required, a whole number, 1 to 150. */
export function ageErrors(value: string): string[] {
  return schemaErrors(nemesisDetails.shape.nemesisAge, value);
}

/** The occupation: required after trimming, at most 200 characters. */
export function occupationErrors(value: string): string[] {
  return schemaErrors(nemesisDetails.shape.nemesisOccupation, value);
}

/** The user's side of the story: required after trimming, at most 2000 characters. */
export function storyErrors(value: string): string[] {
  return schemaErrors(userNotesField, value);
}

/** The optional custom URL: at most 24 characters, letters, digits, hyphens and underscores (trimmed). */
export function vanityErrors(value: string): string[] {
  return schemaErrors(vanityUrlField, value);
}
