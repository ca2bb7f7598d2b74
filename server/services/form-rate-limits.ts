import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import type { Limit } from './rate-limiter.ts';

const hourMs = 3_600_000;
const tooMany = { code: 'RATE_LIMIT_EXCEEDED', message: errorTypeDisplay['rate-limit'].message } as const;

/**
 * The limits of the public forms (stated in the README). Notes are counted per sender address, per
 * recipient (whoever sends) and per sender-recipient pair, so neither one sender nor many can flood
 * a mailbox; the sender's typed e-mail is not counted, since anyone can type any.
 */
export const formRateLimits = {
  notesPerIp: { name: 'appreciation-ip', max: 10, windowMs: hourMs, ...tooMany },
  notesPerRecipient: { name: 'appreciation-recipient', max: 5, windowMs: 24 * hourMs, ...tooMany },
  notesPerPair: { name: 'appreciation-pair', max: 2, windowMs: 24 * hourMs, ...tooMany },
  contactPerIp: { name: 'contact-ip', max: 5, windowMs: hourMs, ...tooMany },
} as const satisfies Record<string, Limit>;
