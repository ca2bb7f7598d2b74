import type { NeededField } from '../hooks/use-form.ts';

const list = (fields: readonly NeededField[]) => fields.map((field) => field.label).join(', ');

/**
 * What a Submit that is off says beside it: the empty fields still to fill in, then the filled ones
 * to check (each says why under itself once left); a form that names no fields asks for all of them.
 */
export function missingText(needed: readonly NeededField[]): string {
  const empty = needed.filter((field) => !field.filled);
  const filled = needed.filter((field) => field.filled);
  const sentences = [
    ...(empty.length > 0 ? [`Still needed: ${list(empty)}.`] : []),
    ...(filled.length > 0 ? [`Check ${list(filled)}.`] : []),
  ];
  return sentences.length > 0 ? sentences.join(' ') : 'Fill in the fields above to continue.';
}
