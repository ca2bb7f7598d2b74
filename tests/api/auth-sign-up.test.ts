import { describe, expect, it } from 'vitest';
import { maskEmail } from '#contract/auth/auth-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { failureOf } from '../support/failure-of.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { testEngines } from '../support/test-database.ts';

const password = 'correct horse battery';
const confirmation = 'Your Nemesis Day confirmation code';
const notice = 'Someone tried to create a Nemesis Day account with your e-mail address';

describe.each(testEngines)('sign-up of a taken address on $engine', ({ engine, available }) => {
  const app = useAccountTestServer(engine, available);
  let counter = 0;
  const newEmail = () => `taken${++counter}.${engine}@example.test`;
  const client = () => browserLikeClient(app.server.url);
  const signUp = (email: string, guess = password) => client().call(endpoints.signUp, { body: { email, password: guess } });
  /** A confirmed account; its owner's browser is signed in. */
  const confirmedAccount = async () => {
    const email = newEmail();
    await signUpAndConfirm(client(), app.mail, email, password);
    return email;
  };
  // Recorded in the outbox before the answer, so what was not sent is known at once.
  const mailsTo = async (email: string) =>
    (await app.database.db.selectFrom('mailOutbox').select(['subject', 'createdAt']).where('recipient', '=', email).orderBy('createdAt').execute()).map((row) => row.subject);

  it.skipIf(!available)('answers as for a new address, whatever the password and the account state, and mails the guesser nothing', async () => {
    const confirmed = await confirmedAccount();
    const archived = await confirmedAccount();
    await app.database.db.updateTable('users').set({ status: 'ARCHIVED' }).where('email', '=', archived).execute();
    const waiting = newEmail();
    await signUp(waiting);
    const tries: [string, string][] = [
      [confirmed, password],
      [confirmed.toUpperCase(), 'a wrong guess'],
      [archived, password],
      [waiting, 'the attacker password'],
      [newEmail(), password],
    ];
    for (const [email, guess] of tries) {
      expect(await signUp(email, guess), `${email} ${guess}`).toEqual({
        isSignUpComplete: false,
        nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: { destination: maskEmail(email.toLowerCase()), deliveryMedium: 'EMAIL', attributeName: 'email' } },
      });
    }
    // A confirmed account's owner is told once a day; a disabled one hears nothing; an unconfirmed one's
    // owner gets a code for the latest password (only they can read it).
    expect(await mailsTo(confirmed)).toEqual([confirmation, notice]);
    expect((await app.mail.waitFor(confirmed, /already have one/)).raw).not.toMatch(/\b\d{6}\b/);
    expect(await mailsTo(archived)).toEqual([confirmation]);
    expect(await mailsTo(waiting)).toEqual([confirmation, confirmation]);
    expect(await client().call(endpoints.signIn, { body: { email: confirmed, password } })).toMatchObject({ isSignedIn: true });
  });

  it.skipIf(!available)('lets the owner of an address someone signed up with take it over by signing up', async () => {
    // Someone signs up first with another person's address and a password of their own…
    const victim = newEmail();
    const before = app.mail.messages.length;
    await signUp(victim, 'the attacker password');
    await app.mail.latestCode(victim, before);
    // …then that person signs up: their own password replaces it, and the code they get confirms theirs.
    const sent = app.mail.messages.length;
    await signUp(victim);
    await client().call(endpoints.confirmSignUp, { body: { email: victim, code: await app.mail.latestCode(victim, sent) } });
    expect(await failureOf(client().call(endpoints.signIn, { body: { email: victim, password: 'the attacker password' } }))).toMatchObject({ code: 'NotAuthorizedException' });
    expect(await client().call(endpoints.signIn, { body: { email: victim, password } })).toMatchObject({ isSignedIn: true });
  });

  it.skipIf(!available)('counts every sign-up as a failed password of the address', async () => {
    const email = await confirmedAccount();
    for (let i = 0; i < 3; i++) await signUp(email, `guess number ${i}`);
    for (let i = 0; i < 2; i++) expect(await failureOf(client().call(endpoints.signIn, { body: { email, password: 'another guess' } }))).toMatchObject({ code: 'NotAuthorizedException' });
    for (const attempt of [() => signUp(email, password), () => client().call(endpoints.signIn, { body: { email, password } })]) {
      expect(await failureOf(attempt())).toMatchObject({ status: 429, code: 'TooManyFailedAttemptsException' });
    }
    // An address without an account is refused alike after as many failures, so the refusal tells nothing either.
    const unknown = newEmail();
    for (let i = 0; i < 5; i++) await failureOf(client().call(endpoints.signIn, { body: { email: unknown, password: 'another guess' } }));
    expect(await failureOf(signUp(unknown, password))).toMatchObject({ status: 429, code: 'TooManyFailedAttemptsException' });
  });

  it.skipIf(!available)('answers confirm-sign-up for a long-confirmed account as for an unknown address', async () => {
    const email = await confirmedAccount();
    const guess = { code: '123456' };
    expect(await failureOf(client().call(endpoints.confirmSignUp, { body: { email, ...guess } }))).toMatchObject({ serverMessage: 'User cannot be confirmed. Current status is CONFIRMED' });
    await app.database.db.updateTable('users').set({ emailVerifiedAt: new Date(Date.now() - 11 * 60_000).toISOString() }).where('email', '=', email).execute();
    for (const address of [email, newEmail()]) {
      expect(await failureOf(client().call(endpoints.confirmSignUp, { body: { email: address, ...guess } })), address).toMatchObject({ code: 'CodeMismatchException' });
    }
  });

  it.skipIf(!available)('takes about as long for a taken address as for a new one', async () => {
    const timed = async (email: string, guess: string) => {
      const started = performance.now();
      await signUp(email, guess);
      return performance.now() - started;
    };
    const taken: number[] = [];
    const fresh: number[] = [];
    // Interleaved rounds compared by their fastest, as for sign-in: a busy machine only ever adds time.
    for (let round = 0; round < 3; round++) {
      const email = await confirmedAccount();
      taken.push(await timed(email, 'a wrong guess'));
      fresh.push(await timed(newEmail(), password));
    }
    expect(Math.min(...taken)).toBeGreaterThan(Math.min(...fresh) / 3);
    expect(Math.min(...fresh)).toBeGreaterThan(Math.min(...taken) / 3);
  });
});
