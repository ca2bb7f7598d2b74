import { describe, expect, it } from 'vitest';
import { ApiError } from '#contract/api/api-error.ts';
import { errorDetail, errorText } from '../../web/src/api/error-text.ts';
import { formatWait } from '../../web/src/format/format-wait.ts';

const limited = (code: string, message: string, retryAfter: string | null) =>
  ApiError.fromResponse(429, { error: code, message }, retryAfter);

describe('what the app says about a failed call', () => {
  it('says how long to wait when a limit was reached', () => {
    const notes = limited('RATE_LIMIT_EXCEEDED', 'Too many requests - please wait a moment and try again', '3540');
    expect(errorText(notes)).toBe(
      'Too many requests - please wait a moment and try again. You can try again in 59 minutes.',
    );
    expect(errorDetail(notes)).toBe('You can try again in 59 minutes.');
    const signIn = limited(
      'TooManyFailedAttemptsException',
      'Too many wrong attempts. Please wait a while and try again.',
      '900',
    );
    expect(errorText(signIn)).toBe(
      'Too many wrong attempts. Please wait a while and try again. You can try again in 15 minutes.',
    );
    expect(errorDetail(signIn)).toBe(
      'Too many wrong attempts. Please wait a while and try again. You can try again in 15 minutes.',
    );
  });

  it('says nothing of a wait the server did not give, nor of a server fault’s message', () => {
    expect(
      errorText(limited('LimitExceededException', 'Too many attempts. Please wait a while and try again.', null)),
    ).toBe('Too many attempts. Please wait a while and try again.');
    expect(errorText(limited('LimitExceededException', 'x', 'soon'))).toBe('x');
    const fault = ApiError.fromResponse(500, { error: 'INTERNAL_ERROR', message: 'db exploded' });
    expect(errorText(fault)).toBe('Server error - please try again later');
    expect(errorDetail(fault)).toBeUndefined();
  });

  it('words a wait in the largest whole unit, rounded up', () => {
    expect([0, 1, 45, 60, 61, 3599, 3600, 3601, 86_400].map(formatWait)).toEqual([
      'in 1 second',
      'in 1 second',
      'in 45 seconds',
      'in 1 minute',
      'in 2 minutes',
      'in 60 minutes',
      'in 1 hour',
      'in 2 hours',
      'in 24 hours',
    ]);
  });
});
