import { z } from 'zod';
import { isTimeZone, nemesisDayMessages } from './nemesis-day.ts';

/** A time zone as a request carries it: an IANA name (see nemesis-day.ts), refused with a message naming the fix. */
export const timeZoneField = z
  .string({ error: nemesisDayMessages.invalidTimeZone })
  .trim()
  .refine(isTimeZone, nemesisDayMessages.invalidTimeZone)
  // The document's example: a client (or a tool generating requests from the document) sends a real zone.
  .meta({ example: 'Europe/Paris' });
