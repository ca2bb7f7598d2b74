import { z } from 'zod';
import { mailboxFields } from '#contract/auth/mailbox-field.ts';
import { parsePlainMailbox } from '../../mail/mail-address.ts';

/** A field refused, by its name in the request, with its message. */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * The first e-mail field (one listed in `mailboxFields`, at any depth of objects and arrays) of a value
 * that already passed `schema` which the address parser does not take as one plain mailbox, with that
 * field's message; undefined when every one is fine. `field` names the request's top-level field.
 */
export function mailboxFieldProblem(schema: z.core.$ZodType, value: unknown, field = ''): FieldProblem | undefined {
  const listed = mailboxFields.get(schema);
  if (listed)
    return typeof value === 'string' && !parsePlainMailbox(value) ? { field, message: listed.invalid } : undefined;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return mailboxFieldProblem(schema.unwrap(), value, field);
  // The e-mail fields' own transforms keep the address as it is, so the output is what their input schema checked.
  if (schema instanceof z.ZodPipe) return mailboxFieldProblem(schema.in, value, field);
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    for (const item of value) {
      const problem = mailboxFieldProblem(schema.element, item, field);
      if (problem) return problem;
    }
  }
  if (schema instanceof z.ZodObject && typeof value === 'object' && value !== null) {
    for (const [key, fieldSchema] of Object.entries(schema.shape)) {
      const problem = mailboxFieldProblem(fieldSchema, (value as Record<string, unknown>)[key], field || key);
      if (problem) return problem;
    }
  }
  return undefined;
}
