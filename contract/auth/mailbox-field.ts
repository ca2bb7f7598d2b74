import { z } from 'zod';
import { formLimits } from '../forms/forms-limits.ts';
import { emailPattern } from './auth-messages.ts';

/**
 * Every request field that holds one e-mail address, with the message it is refused with. The server
 * parses each with a real address parser too (kept out of the web bundle), and refuses what does not
 * parse as one plain mailbox with that message.
 */
export const mailboxFields = z.registry<{ invalid: string }>();

/** A required e-mail field: trimmed, at most 254 characters, one plain mailbox (`emailPattern`), listed in `mailboxFields`. */
export function mailboxField(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(formLimits.emailMax, invalid)
    .regex(emailPattern, invalid)
    .register(mailboxFields, { invalid });
}
