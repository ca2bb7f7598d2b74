import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { endpoints } from '#contract/endpoints.ts';
import { adminTestPassword } from '../support/admin-clients.ts';
import type { AdminClients } from '../support/admin-clients.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { failureOf } from '../support/failure-of.ts';
import { injectFault } from '../support/injected-fault.ts';
import type { FaultPlace } from '../support/injected-fault.ts';
import { insertNote } from '../support/insert-note.ts';
import { useModerationTestServer } from '../support/moderation-test-server.ts';
import { writeRoasts } from '../support/publish-note.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { testEngines } from '../support/test-database.ts';

// A change whose database write fails part-way (here: a trigger refuses the audit entry, the note, a token's removal, a mail) must leave nothing behind.
describe.each(testEngines)('writes that go together on $engine', ({ engine, available }) => {
  const contactTo = `inbox.${engine}@example.test`;
  const server = useModerationTestServer(engine, available, `together-${engine}`, 'W', { CONTACT_TO: contactTo });
  const { parts, newNote, visitor } = server;
  let clients: AdminClients;
  const faults: (() => Promise<void>)[] = [];
  beforeAll(() => {
    if (available) clients = server.clients();
  });
  afterEach(async () => {
    await clearFaults();
  });
  const fault = async (place: FaultPlace) => void faults.push(await injectFault(parts.database, place));
  const clearFaults = async () => {
    for (const remove of faults.splice(0)) await remove();
  };
  const failsWith500 = async (call: Promise<unknown>) =>
    expect(await failureOf(call)).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
  type Counted = 'adminAudit' | 'mailOutbox' | 'notes' | 'appreciationNotes' | 'contactMessages';
  const count = async (
    table: Counted,
    where: { column: 'recipient' | 'nemesisName' | 'nemesisEmail' | 'email'; value: string } | undefined = undefined,
  ) => {
    const query = parts.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('count'));
    const row = await (
      where ? query.where(where.column as never, '=', where.value as never) : query
    ).executeTakeFirstOrThrow();
    return Number(row.count);
  };
  const signedUp = async (name: string) => {
    const email = `${name}.${engine}@example.test`;
    const client = browserLikeClient(parts.server.url);
    await signUpAndConfirm(client, parts.mail, email, adminTestPassword);
    const { id } = await parts.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { client, email, id };
  };

  it.skipIf(!available)('hides a note with its audit entry and the mail to its author, or not at all', async () => {
    const note = await newNote('Ras al Ghul');
    await visitor('10.40.0.1').call(endpoints.reportNote, {
      params: { shortUuid: note },
      body: { reason: 'harassment' },
    });
    const toAuthor = { column: 'recipient' as const, value: clients.userEmail };
    const [audited, mailed] = [await count('adminAudit'), await count('mailOutbox', toAuthor)];
    const hide = () =>
      clients.admin.call(adminEndpoints.adminHideNote, {
        params: { shortUuid: note },
        body: { reason: 'harassment', statement: 'Naming a real person.' },
      });

    await fault({ table: 'admin_audit', on: 'insert' });
    await failsWith500(hide());
    expect(await clients.anonymous.call(endpoints.getNote, { params: { shortUuid: note } })).toMatchObject({
      note: { shortUuid: note },
    });
    const item = (await clients.admin.call(adminEndpoints.adminModerationQueue)).items.find(
      (entry) => entry.note.shortUuid === note,
    );
    expect(item).toMatchObject({ hidden: null, reports: [{ reason: 'harassment', decision: null }] });
    expect([await count('adminAudit'), await count('mailOutbox', toAuthor)]).toEqual([audited, mailed]);

    await clearFaults();
    await hide();
    expect(await failureOf(clients.anonymous.call(endpoints.getNote, { params: { shortUuid: note } }))).toMatchObject({
      status: 410,
      code: 'NOTE_REMOVED',
    });
    expect(await count('adminAudit')).toBe(audited + 1);
    await parts.mail.waitFor(clients.userEmail, /was removed/);
  });

  it.skipIf(!available)('saves and activates a prompt version with its audit entry, or not at all', async () => {
    const versions = async () => (await clients.admin.call(adminEndpoints.adminPrompts)).prompts['initial-roast'] ?? [];
    const before = await versions();
    const active = before.find((version) => version.isActive);
    const save = () =>
      clients.admin.call(adminEndpoints.adminCreatePrompt, {
        body: {
          promptId: 'initial-roast',
          promptText: `${active?.promptText ?? ''}\nBe brief.`,
          description: 'Shorter',
          activate: true,
          basedOnVersion: before[0]?.version ?? 0,
        },
      });

    await fault({ table: 'admin_audit', on: 'insert' });
    await failsWith500(save());
    expect(await versions()).toEqual(before);

    await clearFaults();
    const saved = await save();
    expect(saved).toMatchObject({ version: (before[0]?.version ?? 0) + 1, isActive: true });
    expect((await versions()).filter((version) => version.isActive).map((version) => version.version)).toEqual([
      saved.version,
    ]);
  });

  it.skipIf(!available)(
    'disables a user, ending their sessions and tokens, with its audit entry, or not at all',
    async () => {
      const victim = await signedUp('disabled');
      const { token } = await victim.client.call(endpoints.createToken, { body: { name: 'script' } });
      const script = browserLikeClient(parts.server.url, { Authorization: `Bearer ${token}` });
      const disable = () => clients.admin.call(adminEndpoints.adminDisableUser, { params: { id: victim.id } });

      await fault({ table: 'admin_audit', on: 'insert' });
      await failsWith500(disable());
      expect(await victim.client.call(endpoints.session)).toMatchObject({ email: victim.email });
      expect(await script.call(endpoints.session)).toMatchObject({ email: victim.email });
      expect(
        (await clients.admin.call(adminEndpoints.adminUser, { params: { id: victim.id } })).attributes.status,
      ).toBe('CONFIRMED');

      await clearFaults();
      await disable();
      expect(await failureOf(victim.client.call(endpoints.session))).toMatchObject({ status: 401 });
      expect(await failureOf(script.call(endpoints.session))).toMatchObject({ status: 401 });
    },
  );

  it.skipIf(!available)(
    "disables a note's author from the review queue as one change with both audit entries",
    async () => {
      const author = await signedUp('author');
      const note = await insertNote(parts.database, author.id, 'W9999', 'Deathstroke');
      const audited = await count('adminAudit');
      const disableAuthor = () =>
        clients.admin.call(adminEndpoints.adminDisableNoteAuthor, { params: { shortUuid: note } });

      // The user's own entry (user.disable) goes in; the moderation entry after it fails.
      await fault({ table: 'admin_audit', on: 'insert', when: `new.action = 'moderation.disable-author'` });
      await failsWith500(disableAuthor());
      expect(await author.client.call(endpoints.session)).toMatchObject({ email: author.email });
      expect(await count('adminAudit')).toBe(audited);

      await clearFaults();
      await disableAuthor();
      expect(await failureOf(author.client.call(endpoints.session))).toMatchObject({ status: 401 });
      expect(await count('adminAudit')).toBe(audited + 2);
    },
  );

  it.skipIf(!available)(
    'publishes a note and claims its roasts together, or leaves the roasts publishable',
    async () => {
      const body = await writeRoasts(
        clients.user,
        { nemesisName: 'Bane', nemesisAge: 40, nemesisOccupation: 'Mercenary' },
        'Broke my back once.',
      );
      const named = { column: 'nemesisName' as const, value: 'Bane' };

      await fault({ table: 'notes', on: 'insert' });
      // Nor can the claim be undone after the failure, as when the process dies between the two writes.
      await fault({ table: 'generated_roasts', on: 'update', when: 'new.published_at is null' });
      await failsWith500(clients.user.call(endpoints.createNote, { body }));
      expect(await count('notes', named)).toBe(0);

      await clearFaults();
      const created = await clients.user.call(endpoints.createNote, { body });
      expect(
        await clients.anonymous.call(endpoints.getNote, { params: { shortUuid: created.shortUuid } }),
      ).toMatchObject({ note: { nemesisName: 'Bane', finalRoast: body.finalRoast } });
      expect(await count('notes', named)).toBe(1);
    },
  );

  it.skipIf(!available)(
    'resets a password, ending every session and token with the code spent, or not at all',
    async () => {
      const owner = await signedUp('reset');
      const { token } = await owner.client.call(endpoints.createToken, { body: { name: 'script' } });
      const script = browserLikeClient(parts.server.url, { Authorization: `Bearer ${token}` });
      const sent = parts.mail.messages.length;
      await clients.anonymous.call(endpoints.forgotPassword, { body: { email: owner.email } });
      const code = await parts.mail.latestCode(owner.email, sent);
      const newPassword = 'a brand new secret';
      const reset = () =>
        clients.anonymous.call(endpoints.confirmResetPassword, { body: { email: owner.email, code, newPassword } });
      const signsInWith = (password: string) =>
        browserLikeClient(parts.server.url)
          .call(endpoints.signIn, { body: { email: owner.email, password } })
          .then(
            () => true,
            () => false,
          );

      // The password is changed and the sessions ended before the tokens go: their removal fails.
      await fault({ table: 'access_tokens', on: 'delete' });
      await failsWith500(reset());
      expect(await owner.client.call(endpoints.session)).toMatchObject({ email: owner.email });
      expect(await script.call(endpoints.session)).toMatchObject({ email: owner.email });
      expect([await signsInWith(adminTestPassword), await signsInWith(newPassword)]).toEqual([true, false]);

      // The code was left unspent: the same reset goes through once the fault is gone.
      await clearFaults();
      await reset();
      expect(await failureOf(owner.client.call(endpoints.session))).toMatchObject({ status: 401 });
      expect(await failureOf(script.call(endpoints.session))).toMatchObject({ status: 401 });
      expect([await signsInWith(adminTestPassword), await signsInWith(newPassword)]).toEqual([false, true]);
    },
  );

  /** Sends a form while the outbox refuses mail to `recipient`: nothing is kept; sent again without the fault, it is kept and mailed once. */
  const keptOnlyWithItsMail = async (
    send: () => Promise<unknown>,
    stored: () => Promise<number>,
    recipient: string,
    subject: RegExp,
  ) => {
    const mailed = () => count('mailOutbox', { column: 'recipient', value: recipient });
    await fault({ table: 'mail_outbox', on: 'insert', when: `new.recipient = '${recipient}'` });
    await failsWith500(send());
    expect([await stored(), await mailed()]).toEqual([0, 0]);

    await clearFaults();
    expect(await send()).toEqual({ success: true });
    await parts.mail.waitFor(recipient, subject);
    expect([await stored(), await mailed()]).toEqual([1, 1]);
  };

  it.skipIf(!available)(
    'stores a Nemesis Note with its mail or neither, and the sender can send it again',
    async () => {
      const to = `nemesis.${engine}@example.test`;
      const body = {
        nemesisName: 'Lex Luthor',
        nemesisEmail: to,
        appreciation: 'You push me harder.',
        senderName: 'Clark Kent',
        senderEmail: 'clark@example.test',
        agree: true as const,
        submissionId: randomUUID(),
      };
      // The client tries three times: none is kept, and none counts against the two notes a day from one sender to one recipient.
      const send = () => visitor('10.40.1.1').call(endpoints.sendNemesisNote, { body });
      await keptOnlyWithItsMail(
        send,
        () => count('appreciationNotes', { column: 'nemesisEmail', value: to }),
        to,
        /Clark Kent/,
      );
    },
  );

  it.skipIf(!available)(
    'stores a Contact message with its mail to CONTACT_TO or neither, and the writer can send it again',
    async () => {
      const email = `writer.${engine}@example.test`;
      const body = {
        name: 'Bruce Wayne',
        email,
        subject: 'Who watches',
        message: 'Who watches the watchmen?',
        submissionId: randomUUID(),
      };
      const send = () => visitor('10.40.2.1').call(endpoints.contact, { body });
      await keptOnlyWithItsMail(
        send,
        () => count('contactMessages', { column: 'email', value: email }),
        contactTo,
        /Who watches/,
      );
    },
  );
});
