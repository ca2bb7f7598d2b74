import { describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { plainTextMessages } from '#contract/api/plain-text.ts';
import { endpoints } from '#contract/endpoints.ts';
import { failureOf } from '../support/failure-of.ts';
import { useModerationTestServer } from '../support/moderation-test-server.ts';
import { testEngines } from '../support/test-database.ts';

// What a visitor would type to reach an admin's terminal: each in the middle of a field, where trimming does not take it away.
const terminalAttacks = {
  'OSC 52 (writes the clipboard)': '\u001b]52;c;cm0gLXJmIH4=\u0007',
  'OSC 8 (a disguised link)': '\u001b]8;;https://evil.test/\u0007click\u001b]8;;\u0007',
  'CR and ESC[K (overwrites the row)': '\r\u001b[K',
  'C1 CSI': '\u009b2J',
  DEL: '\u007f',
};
// What a one-line field refuses on top: line breaks, tabs and the bidi overrides that disguise text.
const lineBreakers = {
  newline: '\n',
  tab: '\t',
  'line separator': '\u2028',
  'right-to-left override': '\u202e',
  'first-strong isolate': '\u2068',
};

describe.each(testEngines)('plain-text fields on $engine', ({ engine, available }) => {
  const server = useModerationTestServer(engine, available, `plain-${engine}`, engine === 'sqlite' ? 'P' : 'Q');
  let ip = 0;
  const visitor = () => server.visitor(`10.${engine === 'sqlite' ? 21 : 22}.0.${++ip}`);
  const contact = { name: 'Pat Rival', email: 'pat@example.test', subject: 'Hello', message: 'Hi there' };
  const appreciation = {
    nemesisName: 'Moriarty',
    nemesisEmail: 'moriarty@example.test',
    appreciation: 'You keep me sharp.',
    senderName: 'Sherlock',
    senderEmail: 'sherlock@example.test',
    agree: true as const,
  };
  const details = { nemesisName: 'Gary', nemesisAge: 41, nemesisOccupation: 'Accountant' };

  // Every one-line field a person types, each with `text` put in its middle.
  const singleLineFields: Record<string, (text: string) => Promise<unknown>> = {
    'Contact name': (text) => visitor().call(endpoints.contact, { body: { ...contact, name: `Pat${text}Rival` } }),
    'Contact subject': (text) =>
      visitor().call(endpoints.contact, { body: { ...contact, subject: `Hello${text}there` } }),
    "Send a Nemesis Note's nemesis name": (text) =>
      visitor().call(endpoints.sendNemesisNote, { body: { ...appreciation, nemesisName: `Prof${text}Moriarty` } }),
    "Send a Nemesis Note's sender name": (text) =>
      visitor().call(endpoints.sendNemesisNote, { body: { ...appreciation, senderName: `Mr${text}Holmes` } }),
    "the wizard's nemesis name": (text) =>
      server.clients().user.call(endpoints.generateInitial, { body: { ...details, nemesisName: `Gary${text}Smith` } }),
    "the wizard's occupation": (text) =>
      server
        .clients()
        .user.call(endpoints.generateInitial, { body: { ...details, nemesisOccupation: `HOA${text}president` } }),
    'a personal access token name': (text) =>
      server.clients().user.call(endpoints.createToken, { body: { name: `laptop${text}cli` } }),
    "a terminal login's client name": (text) =>
      visitor().call(endpoints.deviceStart, { body: { clientName: `nemesis CLI on ${text}host` } }),
    "the login report's first name": (text) =>
      server.clients().user.call(endpoints.loginReport, {
        body: { email: server.clients().userEmail, loginType: 'cognito', firstName: `Pat${text}Rival` },
      }),
    "a prompt version's description": (text) =>
      server.clients().admin.call(adminEndpoints.adminCreatePrompt, {
        body: {
          promptId: 'initial-roast',
          promptText: 'Roast {{nemesisName}}.',
          description: `Shorter${text}now`,
          basedOnVersion: 1,
        },
      }),
  };

  // Every multi-line field a person types: line breaks and tabs are theirs, other controls are not.
  const multiLineFields: Record<string, (text: string) => Promise<unknown>> = {
    'Contact message': (text) => visitor().call(endpoints.contact, { body: { ...contact, message: `Hi${text}there` } }),
    'the appreciation': (text) =>
      visitor().call(endpoints.sendNemesisNote, {
        body: { ...appreciation, appreciation: `You keep${text}me sharp.` },
      }),
    "the wizard's story": (text) =>
      server.clients().user.call(endpoints.generateFinal, {
        body: { ...details, userNotes: `He reported${text}my hedge.`, initialRoast: 'A roast.' },
      }),
    "a report's details": (text) =>
      visitor().call(endpoints.reportNote, {
        params: { shortUuid: 'ZZZZZ' },
        body: { reason: 'other', details: `Mean${text}about my cat` } as never,
      }),
    "a hidden note's statement": (text) =>
      server.clients().admin.call(adminEndpoints.adminHideNote, {
        params: { shortUuid: 'ZZZZZ' },
        body: { reason: 'spam', statement: `Advertising${text}again.` },
      }),
  };

  const counts = async () => {
    const { db } = server.parts.database;
    const count = async (
      table: 'contactMessages' | 'appreciationNotes' | 'accessTokens' | 'deviceCodes' | 'promptTemplates',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      contact: await count('contactMessages'),
      notes: await count('appreciationNotes'),
      tokens: await count('accessTokens'),
      devices: await count('deviceCodes'),
      prompts: await count('promptTemplates'),
    };
  };

  it.skipIf(!available)(
    'one-line fields refuse control characters, line breaks, tabs and bidi overrides with one clear message, and keep nothing',
    async () => {
      const before = await counts();
      for (const [field, call] of Object.entries(singleLineFields)) {
        for (const [attack, text] of Object.entries({ ...terminalAttacks, ...lineBreakers })) {
          const refused = await failureOf(call(text));
          expect({ field, attack, status: refused.status, code: refused.code, message: refused.serverMessage }).toEqual(
            { field, attack, status: 400, code: 'INVALID_INPUT', message: plainTextMessages.singleLine },
          );
        }
      }
      expect(await counts()).toEqual(before);
      // The same fields with plain text in them are taken.
      await singleLineFields['Contact subject']!(' ');
      await singleLineFields['a personal access token name']!(' ');
      expect(await counts()).toMatchObject({ contact: before.contact + 1, tokens: before.tokens + 1 });
    },
  );

  it.skipIf(!available)(
    'multi-line fields keep line breaks and tabs but refuse the other control characters',
    async () => {
      const before = await counts();
      for (const [field, call] of Object.entries(multiLineFields)) {
        for (const [attack, text] of Object.entries(terminalAttacks)) {
          const refused = await failureOf(call(text));
          expect({ field, attack, status: refused.status, code: refused.code, message: refused.serverMessage }).toEqual(
            { field, attack, status: 400, code: 'INVALID_INPUT', message: plainTextMessages.multiLine },
          );
        }
      }
      expect(await counts()).toEqual(before);

      const message = 'Dear admin,\r\n\tthe first line.\nThe second.';
      expect(await visitor().call(endpoints.contact, { body: { ...contact, subject: 'Two lines', message } })).toEqual({
        success: true,
      });
      expect(await multiLineFields['the appreciation']!('\n\t')).toEqual({ success: true });
      const stored = await server.parts.database.db
        .selectFrom('contactMessages')
        .select('message')
        .where('subject', '=', 'Two lines')
        .executeTakeFirstOrThrow();
      expect(stored.message).toBe(message);
    },
  );
});
