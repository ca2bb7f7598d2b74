import { describe, expect, it } from 'vitest';
import {
  countdownText,
  daysUntilNemesisDay,
  isNemesisDay,
  momentInZone,
  upcomingNemesisDay,
} from '#contract/site/nemesis-day.ts';
import { timeZoneField } from '#contract/site/time-zone-field.ts';

const kiritimati = 'Pacific/Kiritimati'; // UTC+14: the first place where the day begins
const losAngeles = 'America/Los_Angeles'; // UTC-8 in February
const at = (iso: string) => new Date(iso);
const iso = (date: Date | undefined) => date?.toISOString();

describe('the day’s rules', () => {
  it('counts the days to the coming 15 February in the zone, 0 all through the day, then next year’s', () => {
    expect(daysUntilNemesisDay(at('2027-01-01T12:00:00Z'), 'UTC')).toBe(45);
    expect(daysUntilNemesisDay(at('2027-02-14T23:59:00Z'), 'UTC')).toBe(1);
    expect(daysUntilNemesisDay(at('2027-02-15T00:00:00Z'), 'UTC')).toBe(0);
    expect(daysUntilNemesisDay(at('2027-02-15T23:59:00Z'), 'UTC')).toBe(0);
    expect(daysUntilNemesisDay(at('2027-02-16T00:00:00Z'), 'UTC')).toBe(364);
    expect(daysUntilNemesisDay(at('2026-12-31T23:59:00Z'), 'UTC')).toBe(46);
    expect(countdownText(0)).toBe('Today!');
    expect(countdownText(1)).toBe('Starts in 1 day');
    expect(countdownText(45)).toBe('Starts in 45 days');
  });

  it('counts leap days: 29 February 2028 lies between 16 February 2027 and the next day', () => {
    expect(daysUntilNemesisDay(at('2027-02-16T12:00:00Z'), 'UTC')).toBe(364);
    expect(daysUntilNemesisDay(at('2028-02-16T12:00:00Z'), 'UTC')).toBe(365);
    expect(daysUntilNemesisDay(at('2028-02-29T12:00:00Z'), 'UTC')).toBe(352);
    expect(iso(upcomingNemesisDay(at('2028-02-29T12:00:00Z'), 'UTC')?.opensAt)).toBe('2029-02-15T00:00:00.000Z');
  });

  it('begins the day at each zone’s own midnight: Kiritimati a day before Los Angeles', () => {
    // One instant: already 15 February in Kiritimati, still 14 February in Los Angeles.
    const instant = at('2027-02-14T12:00:00Z');
    expect(isNemesisDay(instant, kiritimati)).toBe(true);
    expect(isNemesisDay(instant, losAngeles)).toBe(false);
    expect(daysUntilNemesisDay(instant, kiritimati)).toBe(0);
    expect(daysUntilNemesisDay(instant, losAngeles)).toBe(1);

    // Either side of Kiritimati's midnight (10:00 UTC on 14 February).
    expect(iso(upcomingNemesisDay(at('2027-02-14T09:59:59Z'), kiritimati)?.opensAt)).toBe('2027-02-14T10:00:00.000Z');
    expect(upcomingNemesisDay(at('2027-02-14T10:00:00Z'), kiritimati)).toBeUndefined();
    // Either side of Los Angeles' midnight (08:00 UTC on 15 February).
    expect(iso(upcomingNemesisDay(at('2027-02-15T07:59:59Z'), losAngeles)?.opensAt)).toBe('2027-02-15T08:00:00.000Z');
    expect(upcomingNemesisDay(at('2027-02-15T08:00:00Z'), losAngeles)).toBeUndefined();
  });

  it('holds mail until 09:00 on the day in the zone, and offers nothing on the day itself', () => {
    const autumn = at('2026-11-27T14:00:00Z');
    expect(iso(upcomingNemesisDay(autumn, kiritimati)?.deliverAt)).toBe('2027-02-14T19:00:00.000Z');
    expect(iso(upcomingNemesisDay(autumn, losAngeles)?.deliverAt)).toBe('2027-02-15T17:00:00.000Z');
    expect(iso(upcomingNemesisDay(autumn, 'Europe/Paris')?.deliverAt)).toBe('2027-02-15T08:00:00.000Z');
    // Even before 09:00 on the day, the day has come: the mail goes now.
    expect(upcomingNemesisDay(at('2027-02-15T10:00:00Z'), losAngeles)).toBeUndefined();
    // The day after, the next one is a year on.
    expect(iso(upcomingNemesisDay(at('2027-02-16T08:00:00Z'), losAngeles)?.deliverAt)).toBe('2028-02-15T17:00:00.000Z');
    expect(momentInZone(at('2027-02-15T17:00:00Z'), losAngeles)).toBe(
      'Monday, 15 February 2027 at 09:00 (America/Los_Angeles)',
    );
  });

  it('takes IANA zone names only, with a message that says what to choose', () => {
    for (const zone of ['Europe/Paris', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', ' Asia/Tokyo '])
      expect(timeZoneField.safeParse(zone).success, zone).toBe(true);
    for (const zone of ['Mars/Olympus_Mons', '+01:00', 'Europe/Paris; drop', '', 'x'.repeat(65), 42]) {
      const result = timeZoneField.safeParse(zone);
      expect(result.success, String(zone)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please choose a time zone from the list, such as Europe/Paris');
    }
  });
});
