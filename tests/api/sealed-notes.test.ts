import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { noteCardPath } from '#contract/notes/note-paths.ts';
import { sealMessages } from '#contract/notes/seal-messages.ts';
import { noteCalendarPath } from '#contract/site/calendar-paths.ts';
import { nemesisDayMessages } from '#contract/site/nemesis-day.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { failureOf } from '../support/failure-of.ts';
import { noteDetails, useNotesTestServer } from '../support/notes-test-server.ts';
import { weeksBeforeNemesisDay } from '../support/test-clock.ts';
import { testEngines } from '../support/test-database.ts';

/** 00:00 on 15 February in `zone`, as that zone's clock reads the instant. */
const localMoment = (at: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: zone }).format(new Date(at));

describe.each(testEngines)('notes sealed until Nemesis Day on $engine', ({ engine, available }) => {
  const { app, signedInUser, roasts } = useNotesTestServer(engine, available, {}, weeksBeforeNemesisDay);
  const anonymous = () => browserLikeClient(app.server.url);
  /** The same account signed in again: moving the clock by weeks ends every session. */
  async function signedInAgain(user: { email: string }) {
    const client = browserLikeClient(app.server.url);
    await client.call(endpoints.signIn, { body: { email: user.email, password: 'correct horse battery' } });
    return Object.assign(client, { email: user.email });
  }

  /** Publishes a note of `author`'s about `name`, sealed in `zone`; answers it with its roast. */
  async function sealedNote(author: BrowserLikeClient, name: string, zone: string) {
    const body = await roasts(author, { ...noteDetails, nemesisName: name });
    const created = await author.call(endpoints.createNote, { body: { ...body, sealZone: zone } });
    // Words of the roast that read the same in JSON and HTML (no character there needs escaping).
    const words = /[A-Za-z][A-Za-z ]{14,}[A-Za-z]/.exec(body.finalRoast)![0];
    return { ...created, name, roast: body.finalRoast, words };
  }

  /** What a reader gets of the note: the API's answer, the page's HTML and the card's headers, none of it with the roast while sealed. */
  async function readerView(reader: BrowserLikeClient, shortUuid: string) {
    const answer = await reader.call(endpoints.getNote, { params: { shortUuid } });
    const html = await (await fetch(`${app.server.url}/notes/${shortUuid}`)).text();
    const card = await fetch(app.server.url + noteCardPath(shortUuid));
    expect(card.status).toBe(200);
    return { answer, html, etag: card.headers.get('etag'), cacheControl: card.headers.get('cache-control') };
  }

  it.skipIf(!available)('gives anyone with the link its opening as a calendar event, until it opens', async () => {
    const author = await signedInUser();
    const note = await sealedNote(author, 'Calendar Rival', 'Pacific/Kiritimati');
    const calendarOf = () => fetch(app.server.url + noteCalendarPath(note.shortUuid));
    const response = await calendarOf();
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text).not.toContain(note.words);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('The roast of Calendar Rival opens');
    expect(event.startDate.toJSDate().toISOString()).toBe(note.seal!.opensAt);
    expect(event.component.getFirstPropertyValue('url')).toBe(note.publicUrl);

    // Once it is open there is no opening to add; a short id no note has is not found either.
    await author.call(endpoints.openNoteEarly, { params: { shortUuid: note.shortUuid } });
    expect((await calendarOf()).status).toBe(404);
    expect((await fetch(app.server.url + noteCalendarPath('Zz9Zz'))).status).toBe(404);
  });

  it.skipIf(!available)('lets only its author change its zone or open it early, and refuses a bad zone', async () => {
    const author = await signedInUser();
    const reader = await signedInUser();
    const note = await sealedNote(author, 'Early Bird', 'America/Los_Angeles');
    const params = { shortUuid: note.shortUuid };
    expect(await failureOf(reader.call(endpoints.openNoteEarly, { params }))).toMatchObject({
      status: 404,
      code: 'NOTE_NOT_FOUND',
    });
    expect(await failureOf(anonymous().call(endpoints.openNoteEarly, { params }))).toMatchObject({ status: 401 });
    expect(
      await failureOf(reader.call(endpoints.changeNoteSeal, { params, body: { timeZone: 'Europe/Paris' } })),
    ).toMatchObject({ status: 404 });
    expect(
      await failureOf(author.call(endpoints.changeNoteSeal, { params, body: { timeZone: '+01:00' } })),
    ).toMatchObject({ status: 400, serverMessage: nemesisDayMessages.invalidTimeZone });
    expect(
      await failureOf(
        author.call(endpoints.createNote, { body: { ...(await roasts(author)), sealZone: 'Mars/Olympus_Mons' } }),
      ),
    ).toMatchObject({ status: 400, serverMessage: nemesisDayMessages.invalidTimeZone });

    const moved = await author.call(endpoints.changeNoteSeal, { params, body: { timeZone: 'Europe/Paris' } });
    expect(moved.note.seal?.timeZone).toBe('Europe/Paris');
    expect(localMoment(moved.note.seal!.opensAt, 'Europe/Paris')).toMatch(/^15 February \d{4} at 00:00$/);
    expect((await reader.call(endpoints.getNote, { params })).note).toMatchObject({ seal: moved.note.seal });
    expect((await author.call(endpoints.myNotes)).notes[0]).toMatchObject({
      shortUuid: note.shortUuid,
      seal: moved.note.seal,
    });

    const opened = await author.call(endpoints.openNoteEarly, { params });
    expect(opened.note.seal).toBeUndefined();
    const read = (await reader.call(endpoints.getNote, { params })).note;
    expect(read.finalRoast).toBe(note.roast);
    expect(read.seal).toBeUndefined();
    expect((await author.call(endpoints.myNotes)).notes[0]?.seal).toBeUndefined();
    // Open stays open: opening again changes nothing, and an open note has no zone to move.
    expect((await author.call(endpoints.openNoteEarly, { params })).note.finalRoast).toBe(note.roast);
    expect(
      await failureOf(author.call(endpoints.changeNoteSeal, { params, body: { timeZone: 'Europe/Paris' } })),
    ).toMatchObject({ status: 400, serverMessage: sealMessages.notSealed });
    // Its card is drawn again with the roast: the teaser drawn before it opened is not kept for it.
    const card = await fetch(app.server.url + noteCardPath(note.shortUuid));
    expect(card.headers.get('cache-control')).toContain('immutable');
  });

  it.skipIf(!available)(
    'in Pacific/Kiritimati and America/Los_Angeles, answers sealed until each zone’s midnight and open from it',
    async () => {
      let author = await signedInUser();
      let reader = await signedInUser();
      const east = await sealedNote(author, 'Kiritimati Rival', 'Pacific/Kiritimati');
      const west = await sealedNote(author, 'Los Angeles Rival', 'America/Los_Angeles');
      for (const [note, zone, utcHour] of [
        [east, 'Pacific/Kiritimati', 'T10:00:00.000Z'],
        [west, 'America/Los_Angeles', 'T08:00:00.000Z'],
      ] as const) {
        expect(note.seal?.timeZone).toBe(zone);
        expect(localMoment(note.seal!.opensAt, zone)).toMatch(/^15 February \d{4} at 00:00$/);
        expect(note.seal!.opensAt.endsWith(utcHour)).toBe(true);
      }
      // Kiritimati's midnight comes 22 hours before Los Angeles's, on 14 February in UTC.
      expect(Date.parse(west.seal!.opensAt) - Date.parse(east.seal!.opensAt)).toBe(22 * 3600_000);

      // The author reads it whole; anyone else, signed in or not, gets its seal and no word of it.
      const own = await author.call(endpoints.getNote, { params: { shortUuid: east.shortUuid } });
      expect(own.note).toMatchObject({ finalRoast: east.roast, seal: east.seal });
      const teaserEtag: Record<string, string | null> = {};
      for (const note of [east, west]) {
        for (const client of [reader, anonymous()]) {
          const view = await readerView(client, note.shortUuid);
          expect(view.answer.note.seal).toEqual(note.seal);
          expect(view.answer.note.finalRoast).toBeUndefined();
          expect(JSON.stringify(view.answer)).not.toContain(note.words);
          expect(view.html).not.toContain(note.words);
          expect(view.html).toContain(sealMessages.sealedHeading);
          expect(view.html).toContain(note.name);
          // The teaser card may be kept by no cache past the opening.
          expect(view.cacheControl).not.toContain('immutable');
          teaserEtag[note.shortUuid] = view.etag;
        }
      }
      // A minute before: the clock runs on with real time, and a loaded machine takes seconds for these requests.
      const aMinuteBefore = (at: string) => new Date(Date.parse(at) - 60_000).toISOString();
      app.clock.advanceTo(aMinuteBefore(east.seal!.opensAt));
      [author, reader] = await Promise.all([signedInAgain(author), signedInAgain(reader)]);
      expect((await reader.call(endpoints.getNote, { params: { shortUuid: east.shortUuid } })).note.seal).toEqual(
        east.seal,
      );
      // On the day in Kiritimati already: a note can no longer be sealed there, nor moved there.
      app.clock.advanceTo(east.seal!.opensAt);
      expect(
        await failureOf(
          author.call(endpoints.createNote, { body: { ...(await roasts(author)), sealZone: 'Pacific/Kiritimati' } }),
        ),
      ).toMatchObject({ status: 400, serverMessage: sealMessages.alreadyNemesisDay });
      expect(
        await failureOf(
          author.call(endpoints.changeNoteSeal, {
            params: { shortUuid: west.shortUuid },
            body: { timeZone: 'Pacific/Kiritimati' },
          }),
        ),
      ).toMatchObject({ status: 400, serverMessage: sealMessages.zoneTooLate });
      const eastOpen = await readerView(anonymous(), east.shortUuid);
      expect(eastOpen.answer.note).toMatchObject({ finalRoast: east.roast });
      expect(eastOpen.answer.note.seal).toBeUndefined();
      expect(eastOpen.html).toContain(east.words);
      expect(eastOpen.etag).not.toBe(teaserEtag[east.shortUuid]);
      expect(eastOpen.cacheControl).toContain('immutable');
      // Los Angeles is still on 14 February: its note stays sealed, a minute before its midnight too.
      app.clock.advanceTo(aMinuteBefore(west.seal!.opensAt));
      const westSealed = await readerView(anonymous(), west.shortUuid);
      expect(westSealed.answer.note.finalRoast).toBeUndefined();
      expect(westSealed.html).not.toContain(west.words);
      expect((await author.call(endpoints.myNotes)).notes.find((n) => n.shortUuid === west.shortUuid)?.seal).toEqual(
        west.seal,
      );
      app.clock.advanceTo(west.seal!.opensAt);
      const westOpen = await readerView(reader, west.shortUuid);
      expect(westOpen.answer.note.finalRoast).toBe(west.roast);
      expect(westOpen.html).toContain(west.words);
      expect(westOpen.etag).not.toBe(teaserEtag[west.shortUuid]);
      expect((await author.call(endpoints.myNotes)).notes.every((n) => n.seal === undefined)).toBe(true);
    },
  );
});
