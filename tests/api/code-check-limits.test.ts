import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { failureOf } from '../support/failure-of.ts';
import { newEmail } from '../support/new-email.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { testEngines } from '../support/test-database.ts';

const password = 'correct horse battery';
const checksPerAccountPerDay = 30;

describe.each(testEngines)('code checks per account on $engine', ({ engine, available }) => {
  // Behind a proxy, each guess below comes from another client address, as from a botnet.
  const app = useAccountTestServer(engine, available, { TRUST_PROXY: 'true' });
  let clients = 0;
  const fromNewAddress = () =>
    browserLikeClient(app.server.url, {
      'X-Forwarded-For': `198.51.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`,
    });

  it.skipIf(!available)(
    'caps the reset and sign-up code checks of one address at 30 a day, from however many addresses, known or not',
    async () => {
      const email = newEmail('guessed');
      await signUpAndConfirm(browserLikeClient(app.server.url), app.mail, email, password);
      const unknown = newEmail('guessed');
      const sent = app.mail.messages.length;
      await fromNewAddress().call(endpoints.forgotPassword, { body: { email } });
      const code = await app.mail.latestCode(email, sent);
      const wrong = code === '000000' ? '111111' : '000000';

      for (const address of [email, unknown]) {
        const confirmed = address === email ? 1 : 0; // the sign-up's confirmation was a check too
        for (let i = confirmed; i < checksPerAccountPerDay; i++) {
          const guess = await failureOf(
            fromNewAddress().call(endpoints.confirmResetPassword, {
              body: { email: address, code: wrong, newPassword: 'a brand new secret' },
            }),
          );
          // A code takes 5 wrong guesses, then is spent; later guesses find none.
          expect(guess.code, `${address}, guess ${i + 1}`).toMatch(
            /^(CodeMismatchException|TooManyFailedAttemptsException)$/,
          );
        }
        const refused = await failureOf(
          fromNewAddress().call(endpoints.confirmResetPassword, {
            body: { email: address, code: wrong, newPassword: 'a brand new secret' },
          }),
        );
        expect(refused, address).toMatchObject({
          status: 429,
          code: 'LimitExceededException',
          serverMessage: 'Too many attempts. Please wait a while and try again.',
        });
        // Retry-After: the rest of the day the first check opened.
        expect(refused.retryAfterSeconds).toBeGreaterThan(86_000);
        expect(refused.retryAfterSeconds).toBeLessThanOrEqual(86_400);
      }
      // Sign-up codes of an address count against the same cap (the known one was confirmed just now, which that step says first).
      expect(
        await failureOf(fromNewAddress().call(endpoints.confirmSignUp, { body: { email: unknown, code: wrong } })),
      ).toMatchObject({ code: 'LimitExceededException' });

      // A right code now is refused too (the day's checks are used up), and the password is unchanged.
      const again = app.mail.messages.length;
      await fromNewAddress().call(endpoints.forgotPassword, { body: { email } });
      const fresh = await app.mail.latestCode(email, again);
      expect(
        await failureOf(
          fromNewAddress().call(endpoints.confirmResetPassword, {
            body: { email, code: fresh, newPassword: 'a brand new secret' },
          }),
        ),
      ).toMatchObject({ code: 'LimitExceededException' });
      expect(
        await browserLikeClient(app.server.url).call(endpoints.signIn, { body: { email, password } }),
      ).toMatchObject({ isSignedIn: true });
      // Another account is not affected.
      const other = newEmail('guessed');
      expect(
        await failureOf(
          fromNewAddress().call(endpoints.confirmResetPassword, {
            body: { email: other, code: wrong, newPassword: 'a brand new secret' },
          }),
        ),
      ).toMatchObject({ code: 'CodeMismatchException' });
    },
  );
});
