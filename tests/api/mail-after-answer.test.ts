import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { catchLog } from '../support/log-catcher.ts';
import { newEmail } from '../support/new-email.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { testEngines } from '../support/test-database.ts';

const password = 'correct horse battery';

describe.each(testEngines)('mail work after the answer on $engine', ({ engine, available }) => {
  const log = catchLog('warn');
  const app = useAccountTestServer(engine, available, {}, log.logger);
  const client = () => browserLikeClient(app.server.url);
  /** What the server logged of work after an answer that failed, by the work's name. */
  const failedWork = () =>
    log
      .entries()
      .filter((entry) => entry.level === 50 && typeof entry.work === 'string')
      .map((entry) => entry.work);

  // Fault injection: while held, the database refuses to store any code, so mailing one fails.
  const holdCodes = async () => {
    const { db } = app.database;
    if (engine === 'sqlite')
      return void (await sql`create trigger hold_codes before insert on verification_codes begin select raise(abort, 'codes are held'); end`.execute(
        db,
      ));
    await sql`create function hold_codes() returns trigger language plpgsql as $$ begin raise exception 'codes are held'; end $$`.execute(
      db,
    );
    await sql`create trigger hold_codes before insert on verification_codes for each row execute function hold_codes()`.execute(
      db,
    );
  };
  const releaseCodes = async () => {
    const { db } = app.database;
    if (engine === 'sqlite') return void (await sql`drop trigger hold_codes`.execute(db));
    await sql`drop trigger hold_codes on verification_codes`.execute(db);
    await sql`drop function hold_codes()`.execute(db);
  };

  it.skipIf(!available)(
    'answers forgot-password, resend-code and sign-up alike for every address, whatever becomes of the mail afterwards',
    async () => {
      const known = newEmail('owner');
      await signUpAndConfirm(client(), app.mail, known, password);
      const waiting = newEmail('waiting');
      const sent = app.mail.messages.length;
      await client().call(endpoints.signUp, { body: { email: waiting, password } });
      await app.mail.latestCode(waiting, sent);
      const unknown = newEmail('nobody');
      const newcomer = newEmail('newcomer');
      const shapeOf = (answer: unknown) => JSON.stringify(answer).replace(/"destination":"[^"]*"/, '');

      await holdCodes();
      try {
        // The mail work of an existing account fails, yet its answer is the unknown address's: it was given first.
        expect(shapeOf(await client().call(endpoints.forgotPassword, { body: { email: known } }))).toBe(
          shapeOf(await client().call(endpoints.forgotPassword, { body: { email: unknown } })),
        );
        expect(shapeOf(await client().call(endpoints.resendCode, { body: { email: waiting } }))).toBe(
          shapeOf(await client().call(endpoints.resendCode, { body: { email: unknown } })),
        );
        expect(shapeOf(await client().call(endpoints.signUp, { body: { email: newcomer, password } }))).toBe(
          shapeOf(await client().call(endpoints.signUp, { body: { email: known, password } })),
        );
        // Nothing is lost silently: each failure after the answer is logged as an error.
        await expect
          .poll(() => failedWork().sort())
          .toEqual(['finishing a sign-up', 'mailing a confirm-sign-up code', 'mailing a reset-password code']);
      } finally {
        await releaseCodes();
      }

      // With the database storing codes again, the code is mailed after the answer, and works.
      const before = app.mail.messages.length;
      await client().call(endpoints.forgotPassword, { body: { email: known } });
      const code = await app.mail.latestCode(known, before);
      await client().call(endpoints.confirmResetPassword, {
        body: { email: known, code, newPassword: 'a brand new secret' },
      });
      expect(
        await client().call(endpoints.signIn, { body: { email: known, password: 'a brand new secret' } }),
      ).toMatchObject({ isSignedIn: true });
      // ...and so is a newcomer's, whose account is made after the answer too.
      const later = app.mail.messages.length;
      const browser = client();
      await browser.call(endpoints.signUp, { body: { email: newcomer, password } });
      expect(
        await browser.call(endpoints.confirmSignUp, {
          body: { email: newcomer, code: await app.mail.latestCode(newcomer, later) },
        }),
      ).toMatchObject({ isSignedIn: true });
    },
  );
});
