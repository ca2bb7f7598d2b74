import { describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { formMessages } from '#contract/auth/auth-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { appreciationMessages, contactMessages } from '#contract/forms/forms-messages.ts';
import { createTokenHasher } from '../../server/auth/secrets.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { adminEmailOf, adminEnv, adminTestPassword } from '../support/admin-clients.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { failureOf } from '../support/failure-of.ts';
import { clientFrom } from '../support/forms-client.ts';
import { headerOf } from '../support/mail-catcher.ts';
import { newEmail } from '../support/new-email.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { testEngines } from '../support/test-database.ts';

const secret = 'plain-mailbox-test-session-secret-0123456789';
const password = 'correct horse battery';

/** Strings a mailer reads as an address list that reaches `address`, or as `address` itself. */
function variantsOf(address: string): string[] {
  const [local, domain] = address.split('@');
  return [`x,${address}`, `"${local}"@${domain}`, `${address},`, `<${address}>`, `${address}>`];
}

describe.each(testEngines)('one plain mailbox per address on $engine', ({ engine, available }) => {
  const tag = `mailbox-${engine}`;
  const app = useAccountTestServer(engine, available, {
    ...adminEnv(tag),
    TRUST_PROXY: 'true',
    CONTACT_TO: 'team@nemesis.test',
    SESSION_SECRET: secret,
  });
  let counter = 0;
  const nextIp = () => `10.${engine === 'sqlite' ? 5 : 6}.0.${++counter}`;
  const note = (nemesisEmail: string, senderEmail = 'clark@example.test') => ({
    nemesisName: 'Lex Luthor',
    nemesisEmail,
    appreciation: 'You push me harder.',
    senderName: 'Clark Kent',
    senderEmail,
    agree: true as const,
  });
  const sendNote = (nemesisEmail: string, senderEmail?: string) =>
    clientFrom(app.server.url, nextIp()).call(endpoints.sendNemesisNote, { body: note(nemesisEmail, senderEmail) });
  const invalid = (message: string) => ({ status: 400, code: 'INVALID_INPUT', serverMessage: message });
  const stopped = { status: 403, code: 'RECIPIENT_STOPPED' };
  /** Every RCPT TO the SMTP server took whose mailbox `matches`. */
  const recipients = (matches: (address: string) => boolean) =>
    app.mail.messages.flatMap((message) => message.to).filter(matches);
  /** Every outbox row (mail recorded to go out) to an address containing `text`. */
  const outboxTo = (text: string) =>
    app.database.db.selectFrom('mailOutbox').select('recipient').where('recipient', 'like', `%${text}%`).execute();
  /** Mails a note to a new address and waits for it, so mail recorded before it has had its turn to go out. */
  const settle = async () => {
    const marker = newEmail('marker');
    await sendNote(marker);
    await app.mail.waitFor(marker);
  };
  const stopByOneClick = async (address: string) => {
    const oneClick = headerOf(await app.mail.waitFor(address), 'List-Unsubscribe')!.slice(1, -1);
    const response = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await response.json()).toEqual({ stopped: true });
  };

  it.skipIf(!available)(
    'after a one-click stop, refuses every variant of the address as recipient and as sender, and nothing reaches the mailbox',
    async () => {
      const victim = `stopped.${engine}@example.test`;
      await sendNote(victim);
      await stopByOneClick(victim);
      expect(await failureOf(sendNote(victim))).toMatchObject(stopped);

      for (const variant of variantsOf(victim)) {
        expect(await failureOf(sendNote(variant)), variant).toMatchObject(invalid(appreciationMessages.invalidEmail));
        expect(await failureOf(sendNote(newEmail(), variant)), variant).toMatchObject(
          invalid(appreciationMessages.invalidEmail),
        );
      }
      await settle();
      expect(await outboxTo(`stopped.${engine}`)).toEqual([{ recipient: victim }]);
      expect(recipients((address) => address.includes(`stopped.${engine}`))).toEqual([victim]);
      const notes = await app.database.db
        .selectFrom('appreciationNotes')
        .select(['nemesisEmail', 'senderEmail'])
        .execute();
      expect(notes.filter((row) => `${row.nemesisEmail} ${row.senderEmail}`.includes(`stopped.${engine}`))).toEqual([
        { nemesisEmail: victim, senderEmail: 'clark@example.test' },
      ]);
    },
  );

  it.skipIf(!available)(
    'makes no account and mails no code for a variant of an address, in any request that takes one',
    async () => {
      const victim = `signup.${engine}@example.test`;
      const api = browserLikeClient(app.server.url);
      for (const email of variantsOf(victim)) {
        const refusals = await Promise.all(
          [
            api.call(endpoints.signUp, { body: { email, password } }),
            api.call(endpoints.resendCode, { body: { email } }),
            api.call(endpoints.confirmSignUp, { body: { email, code: '123456' } }),
            api.call(endpoints.signIn, { body: { email, password } }),
            api.call(endpoints.forgotPassword, { body: { email } }),
            api.call(endpoints.confirmResetPassword, { body: { email, code: '123456', newPassword: password } }),
          ].map(failureOf),
        );
        for (const refusal of refusals) expect(refusal, email).toMatchObject(invalid(formMessages.invalidEmail));
      }
      expect(
        await app.database.db
          .selectFrom('users')
          .select('email')
          .where('email', 'like', `%signup.${engine}%`)
          .execute(),
      ).toEqual([]);
      await settle();
      expect(await outboxTo(`signup.${engine}`)).toEqual([]);
      expect(recipients((address) => address.includes(`signup.${engine}`))).toEqual([]);

      // The address itself signs up, and its code goes to it alone.
      await api.call(endpoints.signUp, { body: { email: victim, password } });
      await app.mail.latestCode(victim);
      expect(recipients((address) => address.includes(`signup.${engine}`))).toEqual([victim]);
    },
  );

  it.skipIf(!available)('has an admin create no user for a variant of an address', async () => {
    const admin = browserLikeClient(app.server.url);
    await signUpAndConfirm(admin, app.mail, adminEmailOf(tag), adminTestPassword);
    for (const email of variantsOf(`created.${engine}@example.test`)) {
      expect(await failureOf(admin.call(adminEndpoints.adminCreateUser, { body: { email } })), email).toMatchObject(
        invalid(formMessages.invalidEmail),
      );
    }
    expect(
      await app.database.db.selectFrom('users').select('email').where('email', 'like', `%created.${engine}%`).execute(),
    ).toEqual([]);
  });

  it.skipIf(!available)('refuses a variant of an address on Contact, and keeps and mails nothing', async () => {
    const variants = variantsOf(`writer.${engine}@example.test`);
    for (const [index, email] of variants.entries()) {
      const body = { name: 'Pat Rival', email, subject: `Variant ${index}`, message: 'Hello.' };
      expect(
        await failureOf(clientFrom(app.server.url, nextIp()).call(endpoints.contact, { body })),
        email,
      ).toMatchObject(invalid(contactMessages.invalidEmail));
    }
    expect(
      await app.database.db
        .selectFrom('contactMessages')
        .select('email')
        .where('subject', 'like', 'Variant %')
        .execute(),
    ).toEqual([]);
    const replies = await app.database.db
      .selectFrom('mailOutbox')
      .select('replyTo')
      .where('replyTo', 'like', `%writer.${engine}%`)
      .execute();
    expect(replies).toEqual([]);
  });

  it.skipIf(!available)(
    'stops j.o.e@googlemail.com with joe@gmail.com: Gmail ignores dots, and googlemail.com is gmail.com',
    async () => {
      await sendNote('joe@gmail.com');
      await stopByOneClick('joe@gmail.com');
      for (const address of ['j.o.e@googlemail.com', 'J.O.E+again@GMAIL.com', 'jo.e@gmail.com', 'joe@googlemail.com']) {
        expect(await failureOf(sendNote(address)), address).toMatchObject(stopped);
      }
      await settle();
      expect(
        recipients(
          (address) =>
            /@(gmail|googlemail)\.com$/.test(address) && address.replace(/[.+].*@|\./g, '').startsWith('joe'),
        ),
      ).toEqual(['joe@gmail.com']);
      // Elsewhere dots may make another mailbox, so they count.
      await sendNote('j.o.e@example.test');
      await app.mail.waitFor('j.o.e@example.test');
    },
  );

  it.skipIf(!available)(
    'counts the dot and googlemail.com variants of a Gmail address under one per-recipient limit',
    async () => {
      const variants = [
        'ann@gmail.com',
        'a.nn@gmail.com',
        'an.n@googlemail.com',
        'ANN+x@gmail.com',
        'a.n.n@googlemail.com',
      ];
      for (const address of variants) await sendNote(address);
      expect(await failureOf(sendNote('a.nn+y@googlemail.com'))).toMatchObject({
        status: 429,
        code: 'RATE_LIMIT_EXCEEDED',
      });
      // Another mailbox has a count of its own; each note went to the address as typed.
      await sendNote('anne@gmail.com');
      for (const address of variants) await app.mail.waitFor(address);
    },
  );

  it.skipIf(!available)(
    'hands nodemailer address objects: a list kept in an address from before reaches no one it names',
    async () => {
      const victim = `listed.${engine}@example.test`;
      const id = `list-${engine}`;
      await app.server.mail.send({
        id,
        to: `x,${victim}`,
        replyTo: `y,${victim}`,
        subject: 'Kept from before',
        text: 'Hello.',
        html: '<p>Hello.</p>',
      });
      const attempts = async () =>
        (
          await app.database.db
            .selectFrom('mailOutbox')
            .select('attempts')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).attempts;
      await expect.poll(attempts, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(recipients((address) => address === victim)).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'keeps a stop made before dots were folded: its address stays stopped, and its link still tells and undoes it',
    async () => {
      const hasher = createTokenHasher(secret);
      // What the list kept for j.doe@gmail.com before: a keyed hash of the address without case or +tag, dots and all.
      const legacyKey = hasher.hash('do-not-contact:j.doe@gmail.com');
      await app.database.db
        .insertInto('doNotContact')
        .values({ addressKey: legacyKey, createdAt: new Date().toISOString() })
        .execute();
      for (const address of ['j.doe@gmail.com', 'J.Doe+x@Gmail.com'])
        expect(await failureOf(sendNote(address)), address).toMatchObject(stopped);

      const token = `${legacyKey}.${hasher.hash(`stop-link:${legacyKey}`)}`;
      const api = clientFrom(app.server.url, nextIp());
      expect(await api.call(endpoints.stopStatus, { query: { token } })).toEqual({ stopped: true });
      expect(await api.call(endpoints.resume, { body: { token } })).toEqual({ stopped: false });
      expect(await sendNote('j.doe@gmail.com')).toEqual({ success: true });
      await app.mail.waitFor('j.doe@gmail.com');
    },
  );
});
