import { chmodSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { endpoints } from '#contract/endpoints.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { adminClients, adminEnv } from '../support/admin-clients.ts';
import type { AdminClients } from '../support/admin-clients.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { failureOf } from '../support/failure-of.ts';
import { catchLog } from '../support/log-catcher.ts';
import { startMailCatcher } from '../support/mail-catcher.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { createTestStorage, openTestDatabase, testEngines } from '../support/test-database.ts';
import { startTestServer } from '../support/test-server.ts';
import { totpCode } from '../support/totp-code.ts';

const password = 'correct horse battery';
const modeOf = (file: string) => statSync(file).mode & 0o777;

/** Signs in with the password and the authenticator code; answers whether it signed in. */
async function signsInWithTotp(url: string, email: string, secret: string): Promise<boolean> {
  const browser = browserLikeClient(url);
  const step = await browser.call(endpoints.signIn, { body: { email, password } });
  // Codes of the steps around now are all taken, so a step that turns meanwhile still signs in.
  for (const steps of [0, 1, -1]) {
    const answer = await browser
      .call(endpoints.confirmSignIn, {
        body: { challenge: step.challenge ?? '', challengeResponse: totpCode(secret, steps) },
      })
      .catch(() => undefined);
    if (answer?.isSignedIn) return true;
  }
  return false;
}

describe('files of the embedded database', () => {
  it('are readable by their owner only, in a folder only its owner can open', async () => {
    const storage = await createTestStorage('sqlite');
    const dataDir = path.join(storage.env.DATA_DIR, 'fresh');
    const server = await startTestServer({ storage, env: { DATA_DIR: dataDir } });
    try {
      // A write, so the write-ahead log and its index exist.
      await browserLikeClient(server.url).call(endpoints.signUp, { body: { email: 'modes@example.test', password } });
      expect(modeOf(dataDir)).toBe(0o700);
      for (const file of ['nemesis.db', 'nemesis.db-wal', 'nemesis.db-shm', 'session-secret'])
        expect(modeOf(path.join(dataDir, file)), file).toBe(0o600);
    } finally {
      await server.close();
    }
  });

  it('are made owner-only when an earlier version left them open', async () => {
    const storage = await createTestStorage('sqlite');
    const dataDir = storage.env.DATA_DIR;
    chmodSync(dataDir, 0o755);
    writeFileSync(path.join(dataDir, 'nemesis.db'), '', { mode: 0o644 });
    const server = await startTestServer({ storage });
    try {
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'nemesis.db'))).toBe(0o600);
    } finally {
      await server.close();
    }
  });
});

describe.each(testEngines)('secrets kept by the server on $engine', ({ engine, available }) => {
  const tag = `secrets-${engine}`;
  const parts = useAccountTestServer(engine, available, adminEnv(tag));
  // The admin signs up once, for the tests that read the outbox as an admin.
  let clients: Promise<AdminClients> | undefined;
  const admin = async () => (await (clients ??= adminClients(parts, tag))).admin;

  it.skipIf(!available)(
    'keeps mail with its code masked: the outbox shows no code, and once sent keeps no sealed copy either',
    async () => {
      const email = `masked.${engine}@example.test`;
      const browser = browserLikeClient(parts.server.url);
      await signUpAndConfirm(browser, parts.mail, email, password);
      const code = await parts.mail.latestCode(email);
      const outbox = parts.database.db.selectFrom('mailOutbox').selectAll().where('recipient', '=', email);
      await expect.poll(async () => (await outbox.executeTakeFirstOrThrow()).status).toBe('sent');
      const kept = await outbox.executeTakeFirstOrThrow();
      expect(kept.sealedBody).toBeNull();
      expect(kept.textBody).toContain('••••••');
      expect(`${kept.textBody}${kept.htmlBody}`).not.toContain(code);
    },
  );

  it.skipIf(!available)('mails a temporary password that neither the outbox nor an admin can read', async () => {
    const email = `temporary.${engine}@example.test`;
    const api = await admin();
    await api.call(adminEndpoints.adminCreateUser, { body: { email } });
    const delivered = await parts.mail.waitFor(email, /temporary password/);
    const temporary = /^ {4}(\S+)$/m.exec(delivered.raw)![1]!;
    const { mail } = await api.call(adminEndpoints.adminMail, { query: { pageSize: 25 } });
    const item = await api.call(adminEndpoints.adminMailItem, {
      params: { id: mail.find((entry) => entry.recipient === email)!.id },
    });
    expect(item.text).toContain('••••••');
    expect(item.text).not.toContain(temporary);
    // The password works: it was mailed as it is.
    expect(
      await browserLikeClient(parts.server.url).call(endpoints.signIn, { body: { email, password: temporary } }),
    ).toMatchObject({ nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' } });
  });

  it.skipIf(!available)(
    'mails a Nemesis Note whose stop link an admin reading the outbox cannot take (it would let notes through again)',
    async () => {
      const email = `nemesis.${engine}@example.test`;
      const note = {
        nemesisName: 'Lex',
        nemesisEmail: email,
        appreciation: 'You push me harder.',
        senderName: 'Clark',
        senderEmail: 'clark@example.test',
        agree: true as const,
      };
      await browserLikeClient(parts.server.url).call(endpoints.sendNemesisNote, { body: note });
      const api = await admin();
      const token = /\/stop\?token=([0-9a-f.]+)/.exec((await parts.mail.waitFor(email)).raw)![1]!;
      const { mail } = await api.call(adminEndpoints.adminMail, { query: { pageSize: 25 } });
      const item = await api.call(adminEndpoints.adminMailItem, {
        params: { id: mail.find((entry) => entry.recipient === email)!.id },
      });
      expect(item.text).toContain('Stop all notes to this address');
      expect(item.text).not.toContain(token);
      expect(await browserLikeClient(parts.server.url).call(endpoints.stop, { body: { token } })).toEqual({
        stopped: true,
      });
    },
  );

  it.skipIf(!available)('stores authenticator secrets sealed, never as the app was given them', async () => {
    const email = `sealed.${engine}@example.test`;
    const api: BrowserLikeClient = browserLikeClient(parts.server.url);
    await signUpAndConfirm(api, parts.mail, email, password);
    const { sharedSecret } = await api.call(endpoints.startTotpSetup);
    await api.call(endpoints.verifyTotpSetup, { body: { code: totpCode(sharedSecret) } });
    const [factor] = await parts.database.db
      .selectFrom('mfaFactors')
      .innerJoin('users', 'users.id', 'mfaFactors.userId')
      .select('mfaFactors.secret')
      .where('users.email', '=', email)
      .execute();
    expect(factor?.secret).toMatch(/^sealed1\./);
    expect(factor?.secret).not.toContain(sharedSecret);
    expect(await signsInWithTotp(parts.server.url, email, sharedSecret)).toBe(true);
  });
});

describe('a changed session secret', () => {
  it('seals authenticator secrets again from SESSION_SECRET_PREVIOUS, seals plain ones an earlier version kept, and says what no key opens', async () => {
    const mail = await startMailCatcher();
    const storage = await createTestStorage('sqlite');
    const first = 'a'.repeat(40);
    const second = 'b'.repeat(40);
    const start = (env: Record<string, string>, log = catchLog()) =>
      startTestServer({ storage, env: { SMTP_URL: mail.url, ...env }, logger: log.logger });
    const email = 'rotated@example.test';
    let secret = '';
    let recoveryCode = '';
    const server = await start({ SESSION_SECRET: first });
    try {
      const api = browserLikeClient(server.url);
      await signUpAndConfirm(api, mail, email, password);
      secret = (await api.call(endpoints.startTotpSetup)).sharedSecret;
      recoveryCode = (await api.call(endpoints.verifyTotpSetup, { body: { code: totpCode(secret) } }))
        .recoveryCodes![0]!;
    } finally {
      await server.stop();
    }
    const database = openTestDatabase(storage);
    const storedSecret = async () =>
      (await database.db.selectFrom('mfaFactors').select('secret').where('type', '=', 'TOTP').executeTakeFirstOrThrow())
        .secret;
    // Each sign-in spends a 30-second step (no code is taken twice): the next one here comes as if a minute later.
    const signsIn = async (url: string) => {
      await database.db.updateTable('mfaFactors').set({ lastUsedStep: null }).execute();
      return signsInWithTotp(url, email, secret);
    };
    try {
      const sealedFirst = await storedSecret();
      const rotation = catchLog();
      const rotated = await start({ SESSION_SECRET: second, SESSION_SECRET_PREVIOUS: first }, rotation);
      try {
        expect(await storedSecret()).not.toBe(sealedFirst);
        expect(await signsIn(rotated.url)).toBe(true);
        // What is only kept hashed with the secret cannot be carried over, and the server says so.
        const step = await browserLikeClient(rotated.url).call(endpoints.signIn, { body: { email, password } });
        expect(
          await failureOf(
            browserLikeClient(rotated.url).call(endpoints.confirmSignIn, {
              body: { challenge: step.challenge ?? '', challengeResponse: recoveryCode },
            }),
          ),
        ).toMatchObject({ status: 400 });
        expect(rotation.entries().find((entry) => entry.level === 40)?.msg).toMatch(
          /recovery codes no longer work.*do-not-contact list starts empty/,
        );
      } finally {
        await rotated.stop();
      }
      // Kept in plain text by an earlier version: sealed at the next start.
      await database.db.updateTable('mfaFactors').set({ secret }).execute();
      const upgraded = await start({ SESSION_SECRET: second });
      try {
        expect(await storedSecret()).toMatch(/^sealed1\./);
        expect(await signsIn(upgraded.url)).toBe(true);
      } finally {
        await upgraded.stop();
      }
      // A secret no key opens: the server says so at start, and the app's codes stop working.
      const log = catchLog();
      const lost = await start({ SESSION_SECRET: 'c'.repeat(40) }, log);
      try {
        expect(log.entries().find((entry) => entry.unreadable === 1)).toMatchObject({
          level: 40,
          msg: expect.stringMatching(/SESSION_SECRET_PREVIOUS.*an admin resets their second factors/),
        });
        expect(await signsIn(lost.url)).toBe(false);
      } finally {
        await lost.stop();
      }
    } finally {
      await database.db.destroy();
      await storage.cleanup();
      await mail.close();
    }
  });
});
