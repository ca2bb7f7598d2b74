import { describe, expect, it } from 'vitest';
import { accountLimits } from '#contract/auth/account-limits.ts';
import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import { roastValidMs } from '../../server/services/roasts/roast-service.ts';
import { sessionIdleMs } from '../../server/services/auth/session-service.ts';
import { codeValidMinutes } from '../../server/services/auth/verification-code-service.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { failureOf } from '../support/failure-of.ts';
import { newEmail } from '../support/new-email.ts';
import { noteDetails, noteStory } from '../support/notes-test-server.ts';
import { writeRoasts } from '../support/publish-note.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { testEngines } from '../support/test-database.ts';

const password = 'correct horse battery';
// A slow machine takes seconds between two calls, never half a minute: the margin on the near side of each end.
const marginMs = 30_000;

// Each end is reached by moving the server's clock on: the tests wait for none of it. Every test makes
// its own accounts after the moves of the tests before it, so the order they run in does not matter.
describe.each(testEngines)('what expires, reached on the server’s clock, on $engine', ({ engine, available }) => {
  const app = useAccountTestServer(engine, available, { TRUST_PROXY: 'true' });
  // Each client comes from its own address, so the per-address limits of one test leave the others alone.
  let clients = 0;
  const client = () => browserLikeClient(app.server.url, { 'X-Forwarded-For': `203.0.113.${++clients}` });
  async function signedUp(prefix: string): Promise<{ email: string; api: BrowserLikeClient }> {
    const email = newEmail(prefix);
    const api = client();
    await signUpAndConfirm(api, app.mail, email, password);
    return { email, api };
  }

  it.skipIf(!available)('takes a confirmation code for 10 minutes, and not after', async () => {
    const signingUp = async () => {
      const email = newEmail('code');
      const api = client();
      const sent = app.mail.messages.length;
      await api.call(endpoints.signUp, { body: { email, password } });
      return { email, api, code: await app.mail.latestCode(email, sent) };
    };
    const [inTime, late] = [await signingUp(), await signingUp()];
    app.clock.advance(codeValidMinutes * 60_000 - marginMs);
    expect(
      await inTime.api.call(endpoints.confirmSignUp, { body: { email: inTime.email, code: inTime.code } }),
    ).toMatchObject({ isSignedIn: true });
    app.clock.advance(marginMs);
    expect(
      await failureOf(late.api.call(endpoints.confirmSignUp, { body: { email: late.email, code: late.code } })),
    ).toMatchObject({
      code: 'ExpiredCodeException',
      serverMessage: authErrorMessages.ExpiredCodeException,
    });
  });

  it.skipIf(!available)('lets a sign-in step be answered for 180 s, and ends it then', async () => {
    const { email, api } = await signedUp('step');
    const sent = app.mail.messages.length;
    await api.call(endpoints.startEmailMfaSetup);
    await api.call(endpoints.verifyEmailMfaSetup, { body: { code: await app.mail.latestCode(email, sent) } });
    /** Signs in with the password in a new browser: the step that asks for the mailed code, and the code. */
    const codeStep = async () => {
      const browser = client();
      const mailed = app.mail.messages.length;
      const stop = await browser.call(endpoints.signIn, { body: { email, password } });
      expect(stop.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
      return { browser, challenge: stop.challenge ?? '', code: await app.mail.latestCode(email, mailed) };
    };
    const answer = ({ browser, challenge, code }: Awaited<ReturnType<typeof codeStep>>) =>
      browser.call(endpoints.confirmSignIn, { body: { challenge, challengeResponse: code } });

    const inTime = await codeStep();
    app.clock.advance(accountLimits.signInStateMs - marginMs);
    expect(await answer(inTime)).toMatchObject({ isSignedIn: true });
    const late = await codeStep();
    app.clock.advance(accountLimits.signInStateMs);
    expect(await failureOf(answer(late))).toMatchObject({
      status: 401,
      code: 'NotAuthorizedException',
      serverMessage: authErrorMessages.challengeExpired,
    });
  });

  it.skipIf(!available)('publishes roasts for 24 hours after they were written, and not after', async () => {
    const { api } = await signedUp('roaster');
    const fresh = await writeRoasts(api, noteDetails, noteStory);
    const stale = await writeRoasts(api, { ...noteDetails, nemesisName: 'Professor Moriarty' }, noteStory);
    app.clock.advance(roastValidMs - marginMs);
    expect(await api.call(endpoints.createNote, { body: fresh })).toMatchObject({ shortUuid: expect.any(String) });
    app.clock.advance(marginMs);
    expect(await failureOf(api.call(endpoints.createNote, { body: stale }))).toMatchObject({
      status: 400,
      code: 'INVALID_INPUT',
      serverMessage: noteMessages.roastNotOurs,
    });
  });

  it.skipIf(!available)(
    'keeps a browser signed in while it is used, and signs it out after a week unused',
    async () => {
      const { email, api } = await signedUp('idle');
      app.clock.advance(sessionIdleMs - marginMs);
      expect(await api.call(endpoints.session)).toMatchObject({ email });
      // That use counts: the week starts again from it.
      app.clock.advance(sessionIdleMs - marginMs);
      expect(await api.call(endpoints.session)).toMatchObject({ email });
      app.clock.advance(sessionIdleMs);
      expect(await failureOf(api.call(endpoints.session))).toMatchObject({ status: 401 });
    },
  );
});
