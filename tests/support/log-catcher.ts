import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { Logger } from '../../server/logger.ts';

/** A logger for a test server whose lines the test reads back. */
export interface LogCatcher {
  logger: Logger;
  /** Every line logged so far, parsed (pino's JSON: level, msg and the fields). */
  entries(): Record<string, unknown>[];
}

/** Catches what the server logs at `level` and above (pino levels: 30 info, 40 warn, 50 error). */
export function catchLog(level = 'info'): LogCatcher {
  const lines: string[] = [];
  const logger = pino(
    { level },
    new Writable({ write: (chunk, _encoding, done) => void (lines.push(String(chunk)), done()) }),
  );
  return { logger, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}
