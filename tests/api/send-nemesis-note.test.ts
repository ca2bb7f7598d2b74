import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { maskEmail } from '#contract/auth/auth-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { createRepositories } from '../../server/db/repositories.ts';
import { failureOf } from '../support/failure-of.ts';
import { clientFrom } from '../support/forms-client.ts';
import { headerOf, partOf } from '../support/mail-catcher.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { newEmail } from '../support/new-email.ts';
import { testEngines } from '../support/test-database.ts';

const markup = 'You push me harder. <a href="https://evil.example">click</a> <script>alert(1)</script> & <b>bold</b>';

describe.each(testEngines)('Send a Nemesis Note on $engine', ({ engine, available }) => {
  const app = useAccountTestServer(engine, available, { TRUST_PROXY: 'true' });
  let counter = 0;
  // Each test sends from its own address and to its own recipients, so limits never meet across tests.
  const nextIp = () => `10.${engine === 'sqlite' ? 1 : 2}.0.${++counter}`;
  const note = (nemesisEmail: string, extra: Record<string, unknown> = {}) => ({
    nemesisName: 'Lex Luthor',
    nemesisEmail,
    appreciation: markup,
    senderName: 'Clark Kent',
    senderEmail: 'clark@example.test',
    agree: true as const,
    ...extra,
  });
  const outbox = (to: string) =>
    app.database.db.selectFrom('mailOutbox').selectAll().where('recipient', '=', to).execute();
  const tokenOf = async (to: string) =>
    /\/stop\?token=([0-9a-f]{64}\.[0-9a-f]{64})/.exec(partOf(await app.mail.waitFor(to), 'text/plain'))![1]!;

  it.skipIf(!available)(
    'mails the note: who sent it (not verified), replies to the sender, the appreciation as text, a one-click stop',
    async () => {
      const to = newEmail();
      expect(
        await clientFrom(app.server.url, nextIp()).call(endpoints.sendNemesisNote, { body: note(`  ${to} `) }),
      ).toEqual({ success: true });
      const message = await app.mail.waitFor(to);
      expect(headerOf(message, 'Subject')).toBe('A Nemesis Note from Clark Kent');
      expect(headerOf(message, 'Reply-To')).toBe('clark@example.test');
      const oneClick = headerOf(message, 'List-Unsubscribe');
      expect(oneClick).toMatch(
        new RegExp(`^<${app.server.url}/api/v1/stop/one-click\\?token=[0-9a-f]{64}\\.[0-9a-f]{64}>$`),
      );
      expect(headerOf(message, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

      const text = partOf(message, 'text/plain');
      expect(text).toContain('Hello Lex Luthor,');
      expect(text).toContain('Clark Kent (clark@example.test) sent you a Nemesis Note');
      expect(text).toContain('Nemesis Day has not verified this name or address');
      expect(text).toContain(markup);
      expect(text).toContain(`${app.server.url}/stop?token=${oneClick!.split('token=')[1]!.slice(0, -1)}`);
      const html = partOf(message, 'text/html');
      expect(html).toContain(
        'You push me harder. &#60;a href=&#34;https://evil.example&#34;&#62;click&#60;/a&#62; &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#60;b&#62;bold&#60;/b&#62;',
      );
      expect(html).not.toContain('<script');
      expect(html).not.toContain('evil.example">');
      expect(html).toContain(`href="${app.server.url}/stop?token=`);

      // Stored with the outbox row, so a retry sends the same Reply-To and headers; marked sent once the SMTP server has answered.
      await expect.poll(async () => (await outbox(to))[0]?.status).toBe('sent');
      const [kept] = await outbox(to);
      expect(kept).toMatchObject({ status: 'sent', replyTo: 'clark@example.test' });
      expect(JSON.parse(kept!.headers!)).toEqual({
        'List-Unsubscribe': oneClick,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      const row = await app.database.db
        .selectFrom('appreciationNotes')
        .selectAll()
        .where('nemesisEmail', '=', to)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: 'sent',
        nemesisName: 'Lex Luthor',
        appreciation: markup,
        senderEmail: 'clark@example.test',
        id: kept!.id,
      });
    },
  );

  it.skipIf(!available)('checks every rule on the server with its message, and stores and sends nothing', async () => {
    const api = clientFrom(app.server.url, nextIp());
    const to = newEmail();
    const cases: [Record<string, unknown>, string][] = [
      [{ nemesisName: '  ' }, 'Nemesis name is required'],
      [{ nemesisName: 'x'.repeat(101) }, 'Name must be 100 characters or less'],
      [{ nemesisEmail: '' }, 'Nemesis e-mail is required'],
      [{ nemesisEmail: 'lex@nowhere' }, 'Please enter a valid email'],
      [{ appreciation: ' ' }, 'Please tell them why you appreciate them'],
      [{ appreciation: 'x'.repeat(2001) }, 'Appreciation must be 2000 characters or less'],
      [{ senderName: undefined }, 'Your name is required'],
      [{ senderName: 'y'.repeat(101) }, 'Name must be 100 characters or less'],
      [{ senderEmail: ' ' }, 'Your e-mail is required'],
      [{ senderEmail: 'clark at example.test' }, 'Please enter a valid email'],
      [{ agree: false }, 'Please agree to the Terms of Service and Privacy Policy'],
      [{ agree: undefined }, 'Please agree to the Terms of Service and Privacy Policy'],
      [{ submissionId: 'not-a-uuid' }, 'The submission id must be a UUID'],
    ];
    for (const [change, message] of cases) {
      const error = await failureOf(api.call(endpoints.sendNemesisNote, { body: note(to, change) as never }));
      expect(error, JSON.stringify(change)).toMatchObject({
        status: 400,
        code: 'INVALID_INPUT',
        serverMessage: message,
      });
    }
    // 2000 characters and 100-character names are fine.
    await api.call(endpoints.sendNemesisNote, {
      body: note(to, { appreciation: 'x'.repeat(2000), nemesisName: 'n'.repeat(100), senderName: 's'.repeat(100) }),
    });
    expect(
      await app.database.db.selectFrom('appreciationNotes').select('id').where('nemesisEmail', '=', to).execute(),
    ).toHaveLength(1);
  });

  it.skipIf(!available)('answers a bot that fills the honeypot as if sent, and stores and sends nothing', async () => {
    const to = newEmail();
    expect(
      await clientFrom(app.server.url, nextIp()).call(endpoints.sendNemesisNote, {
        body: note(to, { website: 'https://spam.example' }),
      }),
    ).toEqual({ success: true });
    expect(
      await app.database.db.selectFrom('appreciationNotes').select('id').where('nemesisEmail', '=', to).execute(),
    ).toEqual([]);
    expect(await outbox(to)).toEqual([]);
  });

  it.skipIf(!available)(
    'answers a repeated submission like the first and mails it once, without counting it again',
    async () => {
      const api = clientFrom(app.server.url, nextIp());
      const to = newEmail();
      const body = note(to, { submissionId: randomUUID() });
      // Repeats at once (a retry racing the first try) and after (the offline queue sending again), past the 10-an-hour limit.
      const answers = await Promise.all([1, 2].map(() => api.call(endpoints.sendNemesisNote, { body })));
      for (let i = 0; i < 10; i++) answers.push(await api.call(endpoints.sendNemesisNote, { body }));
      expect(answers.every((answer) => answer.success)).toBe(true);
      await app.mail.waitFor(to);
      expect(await outbox(to)).toHaveLength(1);
      expect(
        await app.database.db.selectFrom('appreciationNotes').select('id').where('nemesisEmail', '=', to).execute(),
      ).toHaveLength(1);
      expect(app.mail.messages.filter((message) => message.to.includes(to))).toHaveLength(1);
    },
  );

  it.skipIf(!available)(
    'stops all notes to an address by its link; a later note is refused, recorded and leaves no mail',
    async () => {
      const to = newEmail('stopper');
      const api = clientFrom(app.server.url, nextIp());
      await api.call(endpoints.sendNemesisNote, { body: note(to) });
      const token = await tokenOf(to);
      expect(await api.call(endpoints.stopStatus, { query: { token } })).toEqual({ stopped: false });
      expect(await api.call(endpoints.stop, { body: { token } })).toEqual({ stopped: true });
      expect(await api.call(endpoints.stop, { body: { token } })).toEqual({ stopped: true });
      expect(await api.call(endpoints.stopStatus, { query: { token } })).toEqual({ stopped: true });
      // The list keeps keyed hashes, never the address.
      for (const { addressKey } of await app.database.db.selectFrom('doNotContact').select('addressKey').execute())
        expect(addressKey).toMatch(/^[0-9a-f]{64}$/);

      const refusedAnswer = {
        status: 403,
        code: 'RECIPIENT_STOPPED',
        serverMessage: 'This person has asked not to receive Nemesis Notes, so yours was not sent.',
      };
      // Another case or a +tag reaches the same mailbox, so it is stopped too.
      const [local, domain] = to.split('@');
      for (const address of [to, to.toUpperCase(), `${local}+again@${domain}`]) {
        expect(await failureOf(api.call(endpoints.sendNemesisNote, { body: note(address) })), address).toMatchObject(
          refusedAnswer,
        );
      }
      const submissionId = randomUUID();
      expect(await failureOf(api.call(endpoints.sendNemesisNote, { body: note(to, { submissionId }) }))).toMatchObject(
        refusedAnswer,
      );
      expect(await failureOf(api.call(endpoints.sendNemesisNote, { body: note(to, { submissionId }) }))).toMatchObject(
        refusedAnswer,
      );
      expect(await outbox(to)).toHaveLength(1);
      expect(await outbox(`${local}+again@${domain}`)).toEqual([]);
      const refused = await app.database.db
        .selectFrom('appreciationNotes')
        .selectAll()
        .where('status', '=', 'refused')
        .where('senderEmail', '=', 'clark@example.test')
        .execute();
      expect(refused.filter((row) => row.submissionId === submissionId)).toEqual([
        expect.objectContaining({ nemesisEmail: maskEmail(to), appreciation: '' }),
      ]);

      // Only the owner's link takes the address off the list again.
      expect(await api.call(endpoints.resume, { body: { token } })).toEqual({ stopped: false });
      await api.call(endpoints.sendNemesisNote, { body: note(to) });
      expect(await outbox(to)).toHaveLength(2);
    },
  );

  it.skipIf(!available)('refuses stop links that are not ours', async () => {
    const to = newEmail();
    const api = clientFrom(app.server.url, nextIp());
    await api.call(endpoints.sendNemesisNote, { body: note(to) });
    const token = await tokenOf(to);
    const [key, signature] = token.split('.') as [string, string];
    const forged = [
      `${key}.${signature.replace(/^./, (c) => (c === '0' ? '1' : '0'))}`,
      `${'0'.repeat(64)}.${signature}`,
      key,
      `${token}.x`,
      'nonsense',
    ];
    for (const bad of forged) {
      expect(await failureOf(api.call(endpoints.stop, { body: { token: bad } })), bad).toMatchObject({
        status: 400,
        code: 'INVALID_INPUT',
        serverMessage: 'This stop link is not valid. Please use the link from the e-mail.',
      });
    }
    expect(await failureOf(api.call(endpoints.stopStatus, { query: { token: '' } }))).toMatchObject({ status: 400 });
    expect(await api.call(endpoints.stopStatus, { query: { token } })).toEqual({ stopped: false });
  });

  it.skipIf(!available)(
    'takes the RFC 8058 one-click POST from a mail provider without the app’s CSRF header',
    async () => {
      const to = newEmail();
      const api = clientFrom(app.server.url, nextIp());
      await api.call(endpoints.sendNemesisNote, { body: note(to) });
      const oneClick = headerOf(await app.mail.waitFor(to), 'List-Unsubscribe')!.slice(1, -1);
      const token = oneClick.split('token=')[1]!;

      // Without X-Requested-With, the app's own stop endpoint stays behind the CSRF guard.
      const guarded = await fetch(`${app.server.url}/api/v1/stop`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      expect(guarded.status).toBe(403);
      expect(await api.call(endpoints.stopStatus, { query: { token } })).toEqual({ stopped: false });

      // One character changed (never to itself: a token may well start with the one put in).
      const tamperedToken = (token.startsWith('f') ? 'e' : 'f') + token.slice(1);
      const tampered = await fetch(oneClick.replace(token, tamperedToken), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(tampered.status).toBe(400);
      const response = await fetch(oneClick, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ stopped: true });
      // RFC 8058 allows multipart/form-data too; stopping again is fine.
      const form = new FormData();
      form.set('List-Unsubscribe', 'One-Click');
      expect((await fetch(oneClick, { method: 'POST', body: form })).status).toBe(200);
      expect(await failureOf(api.call(endpoints.sendNemesisNote, { body: note(to) }))).toMatchObject({
        code: 'RECIPIENT_STOPPED',
      });
    },
  );

  it.skipIf(!available)('lists notes sent or refused for the admin, newest first, a page at a time', async () => {
    const { appreciationNotes } = createRepositories(app.database.db, app.database.engine);
    const all = await appreciationNotes.page({ page: 1, pageSize: 1000 });
    expect(all.totalCount).toBe(all.rows.length);
    expect(all.rows.map((row) => row.status)).toEqual(expect.arrayContaining(['sent', 'refused']));
    const times = all.rows.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const second = await appreciationNotes.page({ page: 2, pageSize: 3 });
    expect(second).toEqual({ rows: all.rows.slice(3, 6), totalCount: all.totalCount });
  });
});
