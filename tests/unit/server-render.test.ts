import { createElement } from 'react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { LoaderFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteMessages } from '#contract/notes/note-messages.ts';
import type { NoteResponse } from '#contract/notes/note-schemas.ts';
import type { RenderedNote } from '#contract/notes/rendered-note.ts';
import { sealMessages } from '#contract/notes/seal-messages.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import type { ServerLoadContext } from '#contract/site/server-render.ts';
import { Shell } from '../../web/src/app/shell.tsx';
import { SessionProvider } from '../../web/src/auth/session-provider.tsx';
import { ContactPage } from '../../web/src/pages/contact/contact-page.tsx';
import { FamousNemesisesPage } from '../../web/src/pages/famous-nemesises/famous-nemesises-page.tsx';
import { nemesisPairs } from '../../web/src/pages/famous-nemesises/nemesis-pairs.ts';
import { faqItems } from '../../web/src/pages/faq/faq-items.ts';
import { FaqPage } from '../../web/src/pages/faq/faq-page.tsx';
import { HomePage } from '../../web/src/pages/home/home-page.tsx';
import { PrivacyPolicyPage } from '../../web/src/pages/legal/privacy-policy-page.tsx';
import { TermsOfUsePage } from '../../web/src/pages/legal/terms-of-use-page.tsx';
import { NotFoundPage } from '../../web/src/pages/not-found/not-found-page.tsx';
import { NotePage } from '../../web/src/pages/note/note-page.tsx';
import { noteRoute } from '../../web/src/pages/note/note-route.ts';
import { SendNemesisNotePage } from '../../web/src/pages/send-nemesis-note/send-nemesis-note-page.tsx';
import { loadPage } from '../../web/src/entry-server.tsx';

// Written a few minutes before midnight UTC: in most time zones that is another day.
const sampleNote: NoteResponse = {
  note: {
    shortUuid: 'Ab3dE',
    vanityUrl: 'lex-luthor',
    nemesisName: 'Lex Luthor',
    finalRoast: 'Lex spends billions to out-think a man in a cape and still loses to a pair of glasses.',
    createdAt: '2026-02-15T23:50:00.000Z',
  },
  isAuthor: false,
};

/** The note route's own loader, on a server answering every note with the sample note. */
const sampleNoteLoader: LoaderFunction = (args) => noteRoute.loader({ ...args, context: serverContext(sampleNote) });

/** A note like the sample, as a reader gets it while it is sealed until Nemesis Day in Los Angeles: no roast (its own id: the query cache outlives a render). */
const { finalRoast: _sealedAway, ...sealedFields } = sampleNote.note;
const sealedNote: NoteResponse = {
  note: {
    ...sealedFields,
    shortUuid: 'Se4lD',
    seal: { opensAt: '2027-02-15T08:00:00.000Z', timeZone: 'America/Los_Angeles' },
  },
  isAuthor: false,
};

/** What React escapes in text, so expected text can be looked for in markup. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/**
 * A page's markup as the server renders it: the page at `url` inside the Shell and the
 * SessionProvider, under a static data router (as the server's), its loader answered by `loader`.
 */
async function render(url: string, path: string, page: ComponentType, loader?: LoaderFunction): Promise<string> {
  const handler = createStaticHandler([
    { element: createElement(Shell), children: [{ path, element: createElement(page), loader }] },
  ]);
  const context = await handler.query(new Request(`http://nemesis.test${url}`));
  if (context instanceof Response) throw new Error(`${url} redirected`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    createElement(SessionProvider, null, createElement(StaticRouterProvider, { router, context, hydrate: false })),
  );
}

/** Renders a page twice, with another clock and other random numbers each time; fails on anything React logs. */
async function renderTwice(
  url: string,
  path: string,
  page: ComponentType,
  loader?: LoaderFunction,
): Promise<[string, string]> {
  const logged = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
  vi.setSystemTime(new Date('2027-02-14T23:30:00.000Z'));
  vi.spyOn(Math, 'random').mockReturnValue(0.1);
  const first = await render(url, path, page, loader);
  vi.setSystemTime(new Date('2026-11-21T09:00:00.000Z'));
  vi.spyOn(Math, 'random').mockReturnValue(0.9);
  const second = await render(url, path, page, loader);
  for (const spy of logged) expect(spy.mock.calls).toEqual([]);
  return [first, second];
}

const pages: {
  name: string;
  url: string;
  path: string;
  page: ComponentType;
  loader?: LoaderFunction;
  contains: string[];
}[] = [
  {
    name: 'home',
    url: '/',
    path: spaRoutes.home,
    page: HomePage,
    contains: ['February 15th', 'Create Your Nemesis Note', 'Read the FAQ'],
  },
  {
    name: 'famous nemesises',
    url: '/famous-nemesises',
    path: spaRoutes.famousNemesises,
    page: FamousNemesisesPage,
    contains: ['Famous Nemesises', nemesisPairs[0]!.left, nemesisPairs[0]!.description],
  },
  {
    name: 'FAQ',
    url: '/faq',
    path: spaRoutes.faq,
    page: FaqPage,
    contains: ['Frequently Asked Questions', faqItems[0]!.question],
  },
  {
    name: 'privacy policy',
    url: '/privacy-policy',
    path: spaRoutes.privacyPolicy,
    page: PrivacyPolicyPage,
    contains: ['<h1>Privacy Policy</h1>', 'Who we are'],
  },
  {
    name: 'terms of use',
    url: '/terms-of-use',
    path: spaRoutes.termsOfUse,
    page: TermsOfUsePage,
    contains: ['<h1>Terms of Use</h1>', 'Oregon'],
  },
  {
    name: 'send a nemesis note',
    url: '/send-nemesis-note',
    path: spaRoutes.sendNemesisNote,
    page: SendNemesisNotePage,
    contains: ['Send a Nemesis Note', 'Who is your nemesis?'],
  },
  {
    name: 'contact',
    url: '/contact',
    path: spaRoutes.contact,
    page: ContactPage,
    contains: ['Write to the people behind Nemesis Day', 'Send Message'],
  },
  {
    name: 'note (from its loader)',
    url: `/notes/${sampleNote.note.shortUuid}/${sampleNote.note.vanityUrl}`,
    path: spaRoutes.noteWithVanity,
    page: NotePage,
    loader: sampleNoteLoader,
    contains: [sampleNote.note.nemesisName, sampleNote.note.finalRoast!, 'Share This Roast'],
  },
  {
    // Its countdown depends on the reader's clock: only the moment it opens is in the first HTML.
    name: 'sealed note (from its loader)',
    url: `/notes/${sealedNote.note.shortUuid}`,
    path: spaRoutes.note,
    page: NotePage,
    loader: (args) => noteRoute.loader({ ...args, context: serverContext(sealedNote) }),
    contains: [
      sampleNote.note.nemesisName,
      sealMessages.sealedHeading,
      'Opens Monday, 15 February 2027 at 00:00 (America/Los_Angeles)',
      '<div class="sealed-roast__countdown" role="timer"',
    ],
  },
  {
    name: 'note with a bad id',
    url: '/notes/ab~c',
    path: spaRoutes.note,
    page: NotePage,
    loader: () => null,
    contains: [noteMessages.invalidNoteId],
  },
  { name: 'not found', url: '/no/such/page', path: '*', page: NotFoundPage, contains: ['Page Not Found', 'Go Home'] },
];

describe('server rendering of the public pages', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs where there is no browser', () => {
    // Node has a `navigator` of its own, without onLine, clipboard or share.
    for (const global of ['window', 'document', 'localStorage', 'sessionStorage', 'matchMedia', 'indexedDB'])
      expect(global in globalThis, global).toBe(false);
  });

  for (const { name, url, path, page, loader, contains } of pages) {
    it(`renders ${name} the same whatever the clock and the dice say`, async () => {
      const [first, second] = await renderTwice(url, path, page, loader);
      expect(second).toBe(first);
      for (const text of contains) expect(first).toContain(text.startsWith('<') ? text : escapeHtml(text));
      // The shell: navigation, footer, and the session unknown (Login's place held, nothing signed in shown).
      expect(first).toContain('aria-label="Main"');
      expect(first).toContain('Privacy Policy');
      expect(first).toContain('nav__link--unknown');
      expect(first).not.toContain('My Account');
      // No inline style (the CSP's style-src 'self' would block it) and no part left for the browser after a server error.
      expect(first).not.toMatch(/\sstyle="/);
      expect(first).not.toContain('<!--$!-->');
    });
  }

  it('leaves what only the browser knows for after hydration', async () => {
    const [home] = await renderTwice('/', spaRoutes.home, HomePage);
    expect(home).toContain('home__countdown--pending');
    expect(home).not.toMatch(/Starts in|Today!/);
    expect(home).not.toContain('floaters');

    const [famous] = await renderTwice('/famous-nemesises', spaRoutes.famousNemesises, FamousNemesisesPage);
    expect(famous).toContain('aria-label="1 of 10"');

    const [terms] = await renderTwice('/terms-of-use', spaRoutes.termsOfUse, TermsOfUsePage);
    expect(terms).toMatch(/Effective date<\/dt><dd>Loading…<\/dd>/);
  });

  it('shows a note’s date in UTC and links to it by path, with no author panel', async () => {
    const url = `/notes/${sampleNote.note.shortUuid}/${sampleNote.note.vanityUrl}`;
    const [note] = await renderTwice(url, spaRoutes.noteWithVanity, NotePage, sampleNoteLoader);
    expect(note).toContain(`<time dateTime="${sampleNote.note.createdAt}">February 15, 2026</time>`);
    expect(note).not.toContain('Only you can see this');
    expect(note).not.toContain('nemesis.test');
  });
});

const hidden: RenderedNote = {
  failure: { status: 410, body: { error: 'NOTE_REMOVED', message: 'This note was removed. Reason: Spam.' } },
};

/** What the server gives the routes, answering every note with `answer`, and the ids it was asked for. */
function serverContext(answer: RenderedNote): ServerLoadContext & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    loadNote: async (shortUuid) => {
      asked.push(shortUuid);
      return answer;
    },
    siteInfo: () => ({
      legalContact: 'legal@nemesis.test',
      legalEffectiveDate: '2026-02-15',
      coffeeUrl: null,
      passwordPolicy: { minLength: 8, rules: [] },
      mfaMode: 'off',
    }),
    publicBaseUrl: 'https://nemesis.test',
  };
}

describe('a note page’s head, from its route’s data', () => {
  it('reads the note once, and gives the shown note’s status, title, description, address and card', async () => {
    const context = serverContext(sampleNote);
    const page = await loadPage('/notes/Ab3dE/lex-luthor', context);
    expect(context.asked).toEqual(['Ab3dE']);
    expect(page?.head).toEqual({
      status: 200,
      preview: {
        title: 'A roast for Lex Luthor · Nemesis Day',
        description: sampleNote.note.finalRoast,
        canonicalUrl: 'https://nemesis.test/notes/Ab3dE/lex-luthor',
        imageUrl: `https://nemesis.test/api/v1/nemesis-notes/Ab3dE/card.png?v=${Date.parse(sampleNote.note.createdAt)}`,
      },
    });
    const { html, title } = await page!.render();
    expect(html).toContain('Lex Luthor');
    expect(title).toBe('A roast for Lex Luthor · Nemesis Day');
    // Rendering reads nothing more.
    expect(context.asked).toEqual(['Ab3dE']);
  });

  it('answers a hidden note with its status and no preview, its data (the page’s key) apart from the shown note’s', async () => {
    const shown = await loadPage('/notes/Ab3dE', serverContext(sampleNote));
    const gone = await loadPage('/notes/Ab3dE', serverContext(hidden));
    expect(gone?.head).toEqual({ status: 410 });
    expect(gone?.hydrationData).not.toBe(shown?.hydrationData);
    expect(await gone!.render().then(({ html }) => html)).toContain('Reason: Spam.');
  });

  it('looks up no note for an address that cannot be one, and answers 404', async () => {
    for (const url of ['/notes/ab%00cd', '/notes/Ab3dE/lex.luthor', '/notes/ab~c', '/notes/Lex-Luthor/extra']) {
      const context = serverContext(sampleNote);
      const page = await loadPage(url, context);
      expect(context.asked, url).toEqual([]);
      expect(page?.head, url).toEqual({ status: 404 });
    }
  });

  it('looks a note up by its custom URL alone, as the server would', async () => {
    const context = serverContext(sampleNote);
    expect((await loadPage('/notes/Lex-Luthor', context))?.head).toMatchObject({ status: 200 });
    expect(context.asked).toEqual(['Lex-Luthor']);
  });

  it('leaves the pages it does not render, and the status of the others, to the server', async () => {
    expect(await loadPage('/login', serverContext(sampleNote))).toBeUndefined();
    expect((await loadPage('/faq', serverContext(sampleNote)))?.head).toEqual({});
  });
});
