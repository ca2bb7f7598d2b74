import { hash, verify } from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { maskEmail } from '#contract/auth/auth-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { codeValidMinutes } from '../../server/services/auth/verification-code-service.ts';
import { answerShape } from '../support/answer-shape.ts';
import { failureOf } from '../support/failure-of.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { newEmail } from '../support/new-email.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { testEngines } from '../support/test-database.ts';

const password = 'correct horse battery';
const confirmation = 'Your Nemesis Day confirmation code';
const notice = 'Someone tried to create a Nemesis Day account with your e-mail address';

// The real argon2, watched: a test counts the password hashes a request makes.
vi.mock('@node-rs/argon2', { spy: true });

describe.each(testEngines)('sign-up of a taken address on $engine', ({ engine, available }) => {
  const app = useAccountTestServer(engine, available);
  const client = () => browserLikeClient(app.server.url);
  const signUp = (email: string, guess = password) =>
    client().call(endpoints.signUp, { body: { email, password: guess } });
  /** A confirmed account; its owner's browser is signed in. */
  const confirmedAccount = async () => {
    const email = newEmail('taken');
    await signUpAndConfirm(client(), app.mail, email, password);
    return email;
  };
  // Recorded in the outbox once the sign-up has been answered (the work after the answer).
  const mailsTo = async (email: string) =>
    (
      await app.database.db
        .selectFrom('mailOutbox')
        .select(['subject', 'createdAt'])
        .where('recipient', '=', email)
        .orderBy('createdAt')
        .execute()
    ).map((row) => row.subject);

  it.skipIf(!available)(
    'answers as for a new address, whatever the password and the account state, and mails the guesser nothing',
    async () => {
      const confirmed = await confirmedAccount();
      const disabled = await confirmedAccount();
      await app.database.db
        .updateTable('users')
        .set({ disabledAt: new Date().toISOString() })
        .where('email', '=', disabled)
        .execute();
      const waiting = newEmail('taken');
      await signUp(waiting);
      const tries: [string, string][] = [
        [confirmed, password],
        [confirmed.toUpperCase(), 'a wrong guess'],
        [disabled, password],
        [waiting, 'the attacker password'],
        [newEmail('taken'), password],
      ];
      for (const [email, guess] of tries) {
        expect(await signUp(email, guess), `${email} ${guess}`).toEqual({
          isSignUpComplete: false,
          nextStep: {
            signUpStep: 'CONFIRM_SIGN_UP',
            codeDeliveryDetails: {
              destination: maskEmail(email.toLowerCase()),
              deliveryMedium: 'EMAIL',
              attributeName: 'email',
            },
          },
        });
      }
      // A confirmed account's owner is told once a day; a disabled one hears nothing; an unconfirmed one's
      // owner gets a code for the latest password (only they can read it).
      await expect.poll(() => mailsTo(confirmed)).toEqual([confirmation, notice]);
      expect((await app.mail.waitFor(confirmed, /already have one/)).raw).not.toMatch(/\b\d{6}\b/);
      await expect.poll(() => mailsTo(waiting)).toEqual([confirmation, confirmation]);
      // By now the disabled account's sign-up, made before those, has been dealt with too.
      expect(await mailsTo(disabled)).toEqual([confirmation]);
      expect(await client().call(endpoints.signIn, { body: { email: confirmed, password } })).toMatchObject({
        isSignedIn: true,
      });
    },
  );

  /** Whether `guess` signs in to `email` (from a browser of its own). */
  const signsIn = async (email: string, guess: string) => {
    const outcome = await failureOf(client().call(endpoints.signIn, { body: { email, password: guess } })).catch(
      () => undefined,
    );
    return outcome === undefined;
  };

  it.skipIf(!available)(
    'confirms the password of the browser that enters the code: a later sign-up by someone else does not take the account',
    async () => {
      // The owner signs up; then someone else signs up the same address with a password of their own.
      const owner = client();
      const other = client();
      const email = newEmail('taken');
      await owner.call(endpoints.signUp, { body: { email, password } });
      await app.mail.latestCode(email);
      const sent = app.mail.messages.length;
      await other.call(endpoints.signUp, { body: { email, password: 'the attacker password' } });
      // The owner confirms with the newest code they received: their own password is the account's.
      expect(
        await owner.call(endpoints.confirmSignUp, { body: { email, code: await app.mail.latestCode(email, sent) } }),
      ).toMatchObject({ isSignedIn: true });
      expect(await signsIn(email, 'the attacker password')).toBe(false);
      expect(await signsIn(email, password)).toBe(true);
    },
  );

  it.skipIf(!available)(
    'lets the owner of an address someone signed up with first take it over by signing up',
    async () => {
      const victim = newEmail('taken');
      const before = app.mail.messages.length;
      await signUp(victim, 'the attacker password');
      await app.mail.latestCode(victim, before);
      const owner = client();
      const sent = app.mail.messages.length;
      await owner.call(endpoints.signUp, { body: { email: victim, password } });
      await owner.call(endpoints.confirmSignUp, {
        body: { email: victim, code: await app.mail.latestCode(victim, sent) },
      });
      expect(await signsIn(victim, 'the attacker password')).toBe(false);
      expect(await signsIn(victim, password)).toBe(true);
    },
  );

  it.skipIf(!available)(
    'confirms nothing from a browser without its own sign-up, and leaves the code for the browser that has one',
    async () => {
      const email = newEmail('taken');
      const owner = client();
      const sent = app.mail.messages.length;
      await owner.call(endpoints.signUp, { body: { email, password } });
      const code = await app.mail.latestCode(email, sent);
      // Someone given the code (a forwarded mail) in a browser that made no sign-up: a wrong code is
      // wrong as anywhere, the right one says where it works, and confirms nothing.
      const stranger = client();
      const wrong = code === '000000' ? '111111' : '000000';
      expect(await failureOf(stranger.call(endpoints.confirmSignUp, { body: { email, code: wrong } }))).toMatchObject({
        code: 'CodeMismatchException',
      });
      expect(await failureOf(stranger.call(endpoints.confirmSignUp, { body: { email, code } }))).toMatchObject({
        code: 'NotAuthorizedException',
        serverMessage:
          'Enter this code in the browser you signed up in, or sign in here with the password you chose to get a new code.',
      });
      expect(
        (
          await app.database.db
            .selectFrom('users')
            .select('status')
            .where('email', '=', email)
            .executeTakeFirstOrThrow()
        ).status,
      ).toBe('UNCONFIRMED');
      // A ticket is bound to its address: the owner's cookie does not confirm another address.
      expect(
        await failureOf(owner.call(endpoints.confirmSignUp, { body: { email: newEmail('taken'), code } })),
      ).toMatchObject({ code: 'CodeMismatchException' });
      expect(await owner.call(endpoints.confirmSignUp, { body: { email, code } })).toMatchObject({ isSignedIn: true });
      expect(owner.cookies.has('nemesis_sign_up')).toBe(false);
    },
  );

  it.skipIf(!available)('confirms from another browser after a sign-in there with the password', async () => {
    const email = newEmail('taken');
    await signUp(email);
    await app.mail.latestCode(email);
    const laptop = client();
    const sent = app.mail.messages.length;
    expect(await laptop.call(endpoints.signIn, { body: { email, password } })).toMatchObject({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_UP' },
    });
    expect(
      await laptop.call(endpoints.confirmSignUp, { body: { email, code: await app.mail.latestCode(email, sent) } }),
    ).toMatchObject({ isSignedIn: true });
    expect(await signsIn(email, password)).toBe(true);
  });

  it.skipIf(!available)('gives every sign-up the same sealed, HttpOnly ticket, whatever the address', async () => {
    const confirmed = await confirmedAccount();
    const lines: string[] = [];
    for (const email of [confirmed, newEmail('taken')]) {
      const response = await client().raw('/api/v1/auth/sign-up', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: app.server.url, 'X-Requested-With': 'fetch' },
        body: JSON.stringify({ email, password }),
      });
      lines.push(response.headers.getSetCookie().find((line) => line.startsWith('nemesis_sign_up='))!);
    }
    for (const line of lines) {
      expect(line).toMatch(/^nemesis_sign_up=sealed1\.[\w-]+; Path=\/; SameSite=Lax; HttpOnly; Max-Age=86400$/);
      // Sealed: neither the address nor the password hash can be read from it.
      expect(line).not.toMatch(/argon2|example\.test/);
    }
  });

  it.skipIf(!available)('counts every sign-up as a failed password of the address', async () => {
    const email = await confirmedAccount();
    for (let i = 0; i < 3; i++) await signUp(email, `guess number ${i}`);
    for (let i = 0; i < 2; i++)
      expect(
        await failureOf(client().call(endpoints.signIn, { body: { email, password: 'another guess' } })),
      ).toMatchObject({ code: 'NotAuthorizedException' });
    for (const attempt of [
      () => signUp(email, password),
      () => client().call(endpoints.signIn, { body: { email, password } }),
    ]) {
      expect(await failureOf(attempt())).toMatchObject({ status: 429, code: 'TooManyFailedAttemptsException' });
    }
    // An address without an account is refused alike after as many failures, so the refusal tells nothing either.
    const unknown = newEmail('taken');
    for (let i = 0; i < 5; i++)
      await failureOf(client().call(endpoints.signIn, { body: { email: unknown, password: 'another guess' } }));
    expect(await failureOf(signUp(unknown, password))).toMatchObject({
      status: 429,
      code: 'TooManyFailedAttemptsException',
    });
  });

  it.skipIf(!available)('answers confirm-sign-up for a long-confirmed account as for an unknown address', async () => {
    const email = await confirmedAccount();
    const guess = { code: '123456' };
    expect(await failureOf(client().call(endpoints.confirmSignUp, { body: { email, ...guess } }))).toMatchObject({
      serverMessage: 'This account is already confirmed.',
    });
    // Once a code could no longer be in flight, the account answers like any address.
    app.clock.advance(codeValidMinutes * 60_000);
    for (const address of [email, newEmail('taken')]) {
      expect(
        await failureOf(client().call(endpoints.confirmSignUp, { body: { email: address, ...guess } })),
        address,
      ).toMatchObject({ code: 'CodeMismatchException' });
    }
  });

  it.skipIf(!available)('answers a taken address as a new one, after one argon2 hash each', async () => {
    const signUpAnswer = async (email: string, guess: string) => {
      vi.mocked(hash).mockClear();
      vi.mocked(verify).mockClear();
      const response = await client().raw('/api/v1/auth/sign-up', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: app.server.url, 'X-Requested-With': 'fetch' },
        body: JSON.stringify({ email, password: guess }),
      });
      return {
        ...(await answerShape(response, [maskEmail(email)])),
        argon2: { hashes: vi.mocked(hash).mock.calls.length, verifications: vi.mocked(verify).mock.calls.length },
      };
    };
    const taken = await signUpAnswer(await confirmedAccount(), 'a wrong guess');
    expect(taken).toMatchObject({ status: 200, argon2: { hashes: 1, verifications: 0 } });
    // The same work leaves the time telling nothing either: its figures are `npm run bench`'s (bench/auth-figures.ts).
    expect(await signUpAnswer(newEmail('taken'), password)).toEqual(taken);
  });
});
