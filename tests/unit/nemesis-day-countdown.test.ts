import { describe, expect, it } from 'vitest';
import { countdownText, daysUntilNemesisDay } from '../../web/src/pages/home/nemesis-day-countdown.ts';

const local = (year: number, month: number, day: number, hour = 12, minute = 0) =>
  new Date(year, month - 1, day, hour, minute);

describe('Nemesis Day countdown', () => {
  it('counts the days to this year’s 15 February before it', () => {
    expect(daysUntilNemesisDay(local(2027, 1, 1))).toBe(45);
    expect(daysUntilNemesisDay(local(2027, 2, 14, 23, 59))).toBe(1);
    expect(countdownText(1)).toBe('Starts in 1 day');
    expect(countdownText(45)).toBe('Starts in 45 days');
  });

  it('says Today! all through 15 February', () => {
    expect(daysUntilNemesisDay(local(2027, 2, 15, 0, 0))).toBe(0);
    expect(daysUntilNemesisDay(local(2027, 2, 15, 23, 59))).toBe(0);
    expect(countdownText(0)).toBe('Today!');
  });

  it('moves to next year’s date once it has passed', () => {
    expect(daysUntilNemesisDay(local(2026, 2, 16))).toBe(364);
    expect(daysUntilNemesisDay(local(2026, 11, 21))).toBe(86);
    // 2028 is a leap year: 29 February lies between.
    expect(daysUntilNemesisDay(local(2027, 2, 16))).toBe(364);
    expect(daysUntilNemesisDay(local(2027, 3, 1))).toBe(351);
  });

  it('crosses the year end', () => {
    expect(daysUntilNemesisDay(local(2026, 12, 31, 23, 59))).toBe(46);
    expect(daysUntilNemesisDay(local(2027, 1, 1, 0, 0))).toBe(45);
  });
});
