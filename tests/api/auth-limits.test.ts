import type { ApiError } from '#contract/api/api-error.ts';
import { endpoints } from '#contract/endpoints.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../support/failure-of.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { catchLog } from '../support/log-catcher.ts';
import { startMailCatcher } from '../support/mail-catcher.ts';
import type { MailCatcher } from '../support/mail-catcher.ts';
import { createTestStorage, openTestDatabase, testEngines } from '../support/test-database.ts';
import type { TestStorage } from '../support/test-database.ts';
import { createTestClock } from '../support/test-clock.ts';
import { startTestServer } from '../support/test-server.ts';

const password = 'correct horse battery';

describe.each(testEngines)('account limits on $engine', ({ engine, available }) => {
  let mail: MailCatcher;
  let storage: TestStorage;

  beforeAll(async () => {
    if (!available) return;
    mail = await startMailCatcher();
    storage = await createTestStorage(engine);
  });
  afterAll(async () => {
    if (!available) return;
    await mail.close();
    await storage.cleanup();
  });

  it.skipIf(!available)(
    'refuses a client after five wrong passwords on an account, across two server processes and a restart',
    async () => {
      const env = { SMTP_URL: mail.url };
      const first = await startTestServer({ storage, env });
      const second = await startTestServer({ storage, env });
      const email = `locked.${engine}@example.test`;
      await signUpAndConfirm(browserLikeClient(first.url), mail, email, password);

      for (const server of [first, second, first, second, first]) {
        expect(
          await failureOf(
            browserLikeClient(server.url).call(endpoints.signIn, { body: { email, password: 'wrong password!' } }),
          ),
        ).toMatchObject({ code: 'NotAuthorizedException' });
      }
      const locked = await failureOf(
        browserLikeClient(second.url).call(endpoints.signIn, { body: { email, password } }),
      );
      expect(locked).toMatchObject({
        status: 429,
        code: 'TooManyFailedAttemptsException',
        serverMessage: 'Too many wrong attempts. Please wait a while and try again.',
      });
      // Retry-After: the seconds left of the 15-minute window the failures opened.
      expect(locked.retryAfterSeconds).toBeGreaterThan(800);
      expect(locked.retryAfterSeconds).toBeLessThanOrEqual(900);

      await first.close();
      await second.close();
      const restarted = await startTestServer({ storage, env });
      try {
        expect(
          await failureOf(browserLikeClient(restarted.url).call(endpoints.signIn, { body: { email, password } })),
        ).toMatchObject({ code: 'TooManyFailedAttemptsException' });
        // Another account from the same address is not locked.
        expect(
          await failureOf(
            browserLikeClient(restarted.url).call(endpoints.signIn, {
              body: { email: `other.${engine}@example.test`, password },
            }),
          ),
        ).toMatchObject({ code: 'NotAuthorizedException' });
      } finally {
        await restarted.close();
      }
    },
  );

  it.skipIf(!available)(
    'counts guesses sent all at once before checking them, so none gets past the limit',
    async () => {
      const server = await startTestServer({ storage, env: { SMTP_URL: mail.url } });
      try {
        const email = `burst.${engine}@example.test`;
        await signUpAndConfirm(browserLikeClient(server.url), mail, email, password);
        const guesses = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            failureOf(
              browserLikeClient(server.url).call(endpoints.signIn, { body: { email, password: `wrong guess ${i}` } }),
            ),
          ),
        );
        expect(guesses.filter((guess) => guess.code === 'NotAuthorizedException')).toHaveLength(5);
        expect(guesses.filter((guess) => guess.code === 'TooManyFailedAttemptsException')).toHaveLength(7);
      } finally {
        await server.close();
      }
    },
  );

  it.skipIf(!available)('limits sign-in attempts per IP address', async () => {
    const server = await startTestServer({ storage });
    try {
      const api = browserLikeClient(server.url);
      let refused: ApiError | undefined;
      for (let i = 0; i < 40 && !refused; i++) {
        const error = await failureOf(
          api.call(endpoints.signIn, { body: { email: `spray${i}.${engine}@example.test`, password: 'guess guess' } }),
        );
        if (error.code !== 'NotAuthorizedException') refused = error;
      }
      expect(refused).toMatchObject({
        status: 429,
        code: 'LimitExceededException',
        serverMessage: 'Too many attempts. Please wait a while and try again.',
      });
      expect(refused?.retryAfterSeconds).toBeGreaterThan(800);
      expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(900);
    } finally {
      await server.close();
    }
  });

  it.skipIf(!available)('limits how many codes one account is sent', async () => {
    const server = await startTestServer({ storage, env: { SMTP_URL: mail.url } });
    try {
      const email = `resend.${engine}@example.test`;
      const api = browserLikeClient(server.url);
      await api.call(endpoints.signUp, { body: { email, password } });
      for (let i = 0; i < 4; i++) await api.call(endpoints.resendCode, { body: { email } });
      expect(await failureOf(api.call(endpoints.resendCode, { body: { email } }))).toMatchObject({
        status: 429,
        code: 'LimitExceededException',
      });
    } finally {
      await server.close();
    }
  });
  it.skipIf(!available)('answers code guesses and code requests alike for unknown addresses', async () => {
    // A server of its own: these requests use up the per-address send budget.
    const server = await startTestServer({ engine, env: { SMTP_URL: mail.url } });
    try {
      const client = () => browserLikeClient(server.url);
      const email = `known.${engine}@example.test`;
      const unknown = `unknown.${engine}@example.test`;
      await signUpAndConfirm(client(), mail, email, password);
      const guess = { code: '123456', newPassword: 'a brand new secret' };
      expect(
        await failureOf(client().call(endpoints.confirmResetPassword, { body: { email, ...guess } })),
      ).toMatchObject({ code: 'CodeMismatchException' });
      expect(
        await failureOf(client().call(endpoints.confirmResetPassword, { body: { email: unknown, ...guess } })),
      ).toMatchObject({ code: 'CodeMismatchException' });
      // The per-account send limit (5 an hour) counts unknown addresses too, so the sixth request is refused for both.
      for (const address of [email, unknown]) {
        const before = address === email ? 1 : 0; // the sign-up code counted for the known address
        for (let i = before; i < 5; i++) await client().call(endpoints.forgotPassword, { body: { email: address } });
        const sixth = failureOf(client().call(endpoints.forgotPassword, { body: { email: address } }));
        expect(await sixth, address).toMatchObject({ status: 429, code: 'LimitExceededException' });
      }
    } finally {
      await server.close();
    }
  });
});

describe('behind a reverse proxy', () => {
  it('counts the address the proxy saw, not the ones a client writes into X-Forwarded-For', async () => {
    const server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
    try {
      let refused: { error: string } | undefined;
      for (let i = 0; i < 40 && !refused; i++) {
        const api = browserLikeClient(server.url);
        const response = await api.raw('/api/v1/auth/sign-in', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Requested-With': 'x',
            'X-Forwarded-For': `198.51.100.${i}, 203.0.113.9`,
          },
          body: JSON.stringify({ email: `proxied${i}@example.test`, password: 'guess guess' }),
        });
        const body = await response.json();
        if (body.error !== 'NotAuthorizedException') refused = body;
      }
      expect(refused).toMatchObject({ error: 'LimitExceededException' });
    } finally {
      await server.close();
    }
  });
});

describe('mail delivery', () => {
  it('keeps the sign-up when the mail server refuses, and delivers the code on retry', async () => {
    const mail = await startMailCatcher();
    const clock = createTestClock();
    const server = await startTestServer({ env: { SMTP_URL: mail.url }, clock });
    const database = openTestDatabase(server.storage);
    try {
      mail.refuse(true);
      const email = 'unlucky@example.test';
      const browser = browserLikeClient(server.url);
      const answer = await browser.call(endpoints.signUp, { body: { email, password } });
      expect(answer.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
      await expect
        .poll(
          async () =>
            (await database.db.selectFrom('mailOutbox').selectAll().where('recipient', '=', email).executeTakeFirst())
              ?.attempts,
        )
        .toBe(1);
      const pending = await database.db
        .selectFrom('mailOutbox')
        .selectAll()
        .where('recipient', '=', email)
        .executeTakeFirstOrThrow();
      expect(pending).toMatchObject({ status: 'pending', lastError: expect.stringContaining('Mailbox unavailable') });

      mail.refuse(false);
      clock.advanceTo(pending.nextAttemptAt!);
      const sent = mail.messages.length;
      // Two loops at once (or two processes) claim the mail first: it goes out once.
      await Promise.all([server.mail.retryDue(), server.mail.retryDue()]);
      expect(mail.messages.length - sent).toBe(1);
      const code = await mail.latestCode(email);
      expect(await browser.call(endpoints.confirmSignUp, { body: { email, code } })).toMatchObject({
        isSignedIn: true,
      });
      expect(
        await database.db
          .selectFrom('mailOutbox')
          .select('status')
          .where('recipient', '=', email)
          .executeTakeFirstOrThrow(),
      ).toEqual({ status: 'sent' });
    } finally {
      await database.db.destroy();
      await server.close();
      await mail.close();
    }
  });

  // The code itself is printed on the console and read by `nemesis mail --data-dir`: tests/cli/first-install.test.ts confirms with it.
  it('without SMTP_URL keeps code mails in the outbox with the code masked and sealed, and keeps the code out of the JSON log', async () => {
    const log = catchLog();
    const server = await startTestServer({ logger: log.logger });
    const database = openTestDatabase(server.storage);
    try {
      const email = 'offline@example.test';
      const browser = browserLikeClient(server.url);
      await browser.call(endpoints.signUp, { body: { email, password } });
      // The code is mailed once the sign-up has been answered.
      const outbox = () =>
        database.db.selectFrom('mailOutbox').selectAll().where('recipient', '=', email).executeTakeFirst();
      await expect.poll(outbox).toBeDefined();
      const kept = (await outbox())!;
      expect(kept).toMatchObject({
        status: 'logged',
        subject: 'Your Nemesis Day confirmation code',
        sealedBody: expect.any(String),
      });
      expect(kept.textBody).toContain('••••••');
      expect(`${kept.textBody}${kept.htmlBody}${kept.sealedBody}`).not.toMatch(/\b\d{6}\b/);
      const logged = log.entries().find((entry) => entry.mailId === kept.id);
      expect(logged).toMatchObject({ to: email, msg: 'mail kept in the outbox (no SMTP_URL)' });
      expect(JSON.stringify(logged)).not.toMatch(/\b\d{6}\b/);
    } finally {
      await database.db.destroy();
      await server.close();
    }
  });
});
