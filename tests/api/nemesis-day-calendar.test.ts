import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarRoutes } from '#contract/site/calendar-routes.ts';
import { createTestClock, weeksBeforeNemesisDay } from '../support/test-clock.ts';
import { startTestServer } from '../support/test-server.ts';
import type { TestServer } from '../support/test-server.ts';

describe('Nemesis Day as a calendar file', () => {
  const clock = createTestClock(weeksBeforeNemesisDay);
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server?.close());

  const download = async () => {
    const response = await fetch(`${server.url}${calendarRoutes.nemesisDayCalendar.path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="nemesis-day.ics"');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    return { calendar, event };
  };

  it('holds one all-day event on 15 February, every year, with the site’s name and link', async () => {
    const { calendar, event } = await download();
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(event.summary).toBe('Nemesis Day');
    expect(event.component.getFirstPropertyValue('url')).toBe(`${server.url}/`);
    expect(event.description).toContain(`${server.url}/`);
    expect(event.uid).toBe(`nemesis-day@${new URL(server.url).host}`);

    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2030-02-15');
    expect(event.isRecurring()).toBe(true);
    const rule = event.component.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(rule.freq).toBe('YEARLY');

    // The parser's own expansion: the same day each year, leap years too.
    const occurrences = event.iterator();
    const dates = Array.from({ length: 4 }, () => occurrences.next()!.toString());
    const start = event.startDate.year;
    expect(dates).toEqual([0, 1, 2, 3].map((years) => `${start + years}-02-15`));
  });

  it('starts from next year’s day once this year’s is over', async () => {
    clock.advanceTo('2030-02-16T12:00:00.000Z');
    const { event } = await download();
    expect(event.startDate.toString()).toBe('2031-02-15');
  });
});
