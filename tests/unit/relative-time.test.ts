import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../web/src/format/format-date.ts';

const now = new Date('2026-02-15T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

describe('relative time of a recently viewed note', () => {
  it('says just now under a minute, and for a time a little in the future', () => {
    expect(relativeTime(before(0), now)).toBe('just now');
    expect(relativeTime(before(59 * second), now)).toBe('just now');
    expect(relativeTime(before(-5 * second), now)).toBe('just now');
  });

  it('counts whole minutes under an hour', () => {
    expect(relativeTime(before(minute), now)).toBe('1 minute ago');
    expect(relativeTime(before(2 * minute - 1), now)).toBe('1 minute ago');
    expect(relativeTime(before(2 * minute), now)).toBe('2 minutes ago');
    expect(relativeTime(before(59 * minute + 59 * second), now)).toBe('59 minutes ago');
  });

  it('counts whole hours under a day', () => {
    expect(relativeTime(before(hour), now)).toBe('1 hour ago');
    expect(relativeTime(before(5 * hour + 30 * minute), now)).toBe('5 hours ago');
    expect(relativeTime(before(day - 1), now)).toBe('23 hours ago');
  });

  it('counts whole days under a week', () => {
    expect(relativeTime(before(day), now)).toBe('1 day ago');
    expect(relativeTime(before(3 * day + 2 * hour), now)).toBe('3 days ago');
    expect(relativeTime(before(7 * day - 1), now)).toBe('6 days ago');
  });

  it('gives the date from a week on', () => {
    expect(relativeTime('2026-02-08T12:00:00Z', now)).toBe('Feb 8, 2026');
    expect(relativeTime('2025-02-15T12:00:00Z', now)).toBe('Feb 15, 2025');
  });

  it('takes now as a number too, and gives nothing for a value that is not a date', () => {
    expect(relativeTime(before(3 * hour), now.getTime())).toBe('3 hours ago');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
