import { describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { emailChangeMessages } from '#contract/auth/account-data.ts';
import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { failureOf } from '../support/failure-of.ts';
import { insertNote } from '../support/insert-note.ts';
import { partOf } from '../support/mail-catcher.ts';
import { newEmail } from '../support/new-email.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { testEngines } from '../support/test-database.ts';

const password = 'correct horse battery';

describe.each(testEngines)('the account’s own data on $engine', ({ engine, available }) => {
  const bossEmail = `data.boss.${engine}@example.test`;
  const app = useAccountTestServer(engine, available, { ADMIN_EMAILS: bossEmail });
  const client = () => browserLikeClient(app.server.url);
  const idOf = async (email: string) =>
    (await app.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  async function signedUpUser(name: string): Promise<{ email: string; api: BrowserLikeClient }> {
    const email = newEmail(name);
    const api = client();
    await signUpAndConfirm(api, app.mail, email, password);
    return { email, api };
  }

  it.skipIf(!available)(
    'keeps an admin of the panel’s list an admin at the new address, and refuses, saying why, an address ADMIN_EMAILS names',
    async () => {
      const boss = client();
      await signUpAndConfirm(boss, app.mail, bossEmail, password);
      expect(await boss.call(endpoints.session)).toMatchObject({ isAdmin: true, adminBy: 'ADMIN_EMAILS' });
      expect(
        await failureOf(boss.call(endpoints.changeEmail, { body: { newEmail: newEmail('boss.moved'), password } })),
      ).toMatchObject({ status: 400, serverMessage: emailChangeMessages.adminByServerSetting });
      expect(await boss.call(endpoints.session)).toMatchObject({ email: bossEmail, isAdmin: true });

      const { email, api } = await signedUpUser('deputy');
      expect(await api.call(endpoints.session)).toMatchObject({ isAdmin: false, adminBy: null });
      await boss.call(adminEndpoints.adminGrantAdmin, { params: { id: await idOf(email) } });
      expect(await api.call(endpoints.session)).toMatchObject({ isAdmin: true, adminBy: 'admin-users' });
      const moved = newEmail('deputy.moved');
      const sent = app.mail.messages.length;
      await api.call(endpoints.changeEmail, { body: { newEmail: moved, password } });
      await api.call(endpoints.confirmEmailChange, { body: { code: await app.mail.latestCode(moved, sent) } });
      expect(await api.call(endpoints.session)).toMatchObject({ email: moved, isAdmin: true, adminBy: 'admin-users' });
      // The list names the new address in place of the old one.
      const listed = await boss.call(adminEndpoints.adminConfig, { query: { configKey: 'admin-users' } });
      expect(listed.configValue).toEqual([moved]);
    },
  );

  it.skipIf(!available)(
    'changes the e-mail address only with the password and the code mailed to the new address, and tells the old one',
    async () => {
      const { email, api } = await signedUpUser('mover');
      const newAddress = newEmail('moved');
      expect(await failureOf(api.call(endpoints.changeEmail, { body: { newEmail: newAddress } }))).toMatchObject({
        status: 400,
        serverMessage: emailChangeMessages.passwordRequired,
      });
      expect(
        await failureOf(api.call(endpoints.changeEmail, { body: { newEmail: newAddress, password: 'not mine' } })),
      ).toMatchObject({
        status: 401,
        code: 'NotAuthorizedException',
        serverMessage: authErrorMessages.wrongCurrentPassword,
      });
      expect(
        await failureOf(api.call(endpoints.changeEmail, { body: { newEmail: email.toUpperCase(), password } })),
      ).toMatchObject({ status: 400, serverMessage: emailChangeMessages.sameAddress });

      const sent = app.mail.messages.length;
      const answer = await api.call(endpoints.changeEmail, { body: { newEmail: newAddress, password } });
      expect(answer.codeDeliveryDetails.destination).not.toBe(newAddress);
      const code = await app.mail.latestCode(newAddress, sent);
      // Nothing changes before the code is entered, and a wrong one changes nothing either.
      expect(await api.call(endpoints.session)).toMatchObject({ email });
      const wrong = code === '000000' ? '111111' : '000000';
      expect(await failureOf(api.call(endpoints.confirmEmailChange, { body: { code: wrong } }))).toMatchObject({
        code: 'CodeMismatchException',
      });

      expect(await api.call(endpoints.confirmEmailChange, { body: { code } })).toEqual({ email: newAddress });
      expect(await api.call(endpoints.session)).toMatchObject({ email: newAddress, username: newAddress });
      const notice = await app.mail.waitFor(email, /changed/);
      expect(partOf(notice, 'text/plain')).toContain(newAddress);
      // The code works once; the account now signs in with the new address and the same password.
      expect(await failureOf(api.call(endpoints.confirmEmailChange, { body: { code } }))).toMatchObject({
        code: 'CodeMismatchException',
      });
      expect(await client().call(endpoints.signIn, { body: { email: newAddress, password } })).toMatchObject({
        isSignedIn: true,
      });
      expect(await failureOf(client().call(endpoints.signIn, { body: { email, password } }))).toMatchObject({
        code: 'NotAuthorizedException',
      });
    },
  );

  it.skipIf(!available)(
    'answers alike for an address another account uses, mailing its owner a notice and no code',
    async () => {
      const { api } = await signedUpUser('hopeful');
      const { email: taken } = await signedUpUser('owner');
      const sent = app.mail.messages.length;
      await api.call(endpoints.changeEmail, { body: { newEmail: taken, password } });
      const notice = await app.mail.waitFor(taken, /already have an account/);
      expect(app.mail.messages.indexOf(notice)).toBeGreaterThanOrEqual(sent);
      expect(notice.raw).not.toMatch(/\b\d{6}\b/);
      expect(await failureOf(api.call(endpoints.confirmEmailChange, { body: { code: '123456' } }))).toMatchObject({
        code: 'CodeMismatchException',
      });
    },
  );

  it.skipIf(!available)(
    'refuses the change when another account took the address after the code was sent',
    async () => {
      const { email, api } = await signedUpUser('slow');
      const wanted = newEmail('wanted');
      const sent = app.mail.messages.length;
      await api.call(endpoints.changeEmail, { body: { newEmail: wanted, password } });
      const code = await app.mail.latestCode(wanted, sent);
      await signUpAndConfirm(client(), app.mail, wanted, password);
      expect(await failureOf(api.call(endpoints.confirmEmailChange, { body: { code } }))).toMatchObject({
        status: 409,
        serverMessage: emailChangeMessages.addressTaken,
      });
      expect(await api.call(endpoints.session)).toMatchObject({ email });
    },
  );

  it.skipIf(!available)(
    'downloads the notes, viewed notes, reactions and sessions of the user alone, without secrets',
    async () => {
      const { email, api } = await signedUpUser('exporter');
      const { email: otherEmail, api: other } = await signedUpUser('author');
      const userId = await idOf(email);
      const mine = await insertNote(app.database, userId, `m${engine.slice(0, 4)}`, 'My Own Rival');
      const theirs = await insertNote(app.database, await idOf(otherEmail), `t${engine.slice(0, 4)}`, 'Their Rival');
      await api.call(endpoints.recordView, { body: { shortUuid: theirs } });
      await api.call(endpoints.setReaction, { params: { shortUuid: theirs }, body: { reaction: 'fire' } });
      await other.call(endpoints.setReaction, { params: { shortUuid: theirs }, body: { reaction: 'clap' } });
      await api.call(endpoints.createToken, { body: { name: 'backup script' } });

      const data = await api.call(endpoints.exportAccount);
      expect(data.account).toMatchObject({ email });
      expect(data.notes).toEqual([
        expect.objectContaining({
          shortUuid: mine,
          nemesisName: 'My Own Rival',
          finalRoast: 'The final roast of My Own Rival.',
          userNotes: 'Always one step ahead.',
          publicUrl: expect.stringContaining(`/notes/${mine}/`),
        }),
      ]);
      expect(data.recentlyViewed).toEqual([expect.objectContaining({ shortUuid: theirs, nemesisName: 'Their Rival' })]);
      expect(data.reactions).toEqual([expect.objectContaining({ shortUuid: theirs, reaction: 'fire' })]);
      expect(data.sessions.map((session) => session.kind).sort()).toEqual(['browser', 'token']);
      expect(data.signIns.length).toBeGreaterThan(0);
      const text = JSON.stringify(data);
      expect(text).not.toMatch(/passwordHash|codeHash|tokenHash|argon2/);
    },
  );

  it.skipIf(!available)('clears Recently Viewed for the user alone, keeping the notes', async () => {
    const { email } = await signedUpUser('forgetful');
    const { api: other } = await signedUpUser('keeper');
    const shortUuid = await insertNote(app.database, await idOf(email), `c${engine.slice(0, 4)}`, 'Viewed Rival');
    await other.call(endpoints.recordView, { body: { shortUuid } });
    const stranger = (await signedUpUser('stranger')).api;
    await stranger.call(endpoints.recordView, { body: { shortUuid } });
    expect((await other.call(endpoints.recentlyViewed)).notes).toHaveLength(1);

    await other.call(endpoints.clearRecentlyViewed);
    expect((await other.call(endpoints.recentlyViewed)).notes).toEqual([]);
    expect((await stranger.call(endpoints.recentlyViewed)).notes).toHaveLength(1);
    expect(await other.call(endpoints.getNote, { params: { shortUuid } })).toMatchObject({
      note: { nemesisName: 'Viewed Rival' },
    });
  });
});
