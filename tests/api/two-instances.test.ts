import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { builtinModelId } from '#contract/ai/model-settings.ts';
import { endpoints } from '#contract/endpoints.ts';
import { adminEmailOf, adminTestPassword } from '../support/admin-clients.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { failureOf } from '../support/failure-of.ts';
import { startMailCatcher } from '../support/mail-catcher.ts';
import type { MailCatcher } from '../support/mail-catcher.ts';
import { newEmail } from '../support/new-email.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { createTestStorage, openTestDatabase, testEngines } from '../support/test-database.ts';
import type { TestStorage } from '../support/test-database.ts';
import { startTestServer } from '../support/test-server.ts';
import type { TestServer } from '../support/test-server.ts';

const postgres = testEngines.find((engine) => engine.engine === 'postgres')!;

/** The same browser (its cookies) calling the other instance, as behind a load balancer. */
function onOther(client: BrowserLikeClient, url: string): BrowserLikeClient {
  const moved = browserLikeClient(url);
  for (const [name, value] of client.cookies) moved.cookies.set(name, value);
  return moved;
}

describe.skipIf(!postgres.available)('two instances on one PostgreSQL', () => {
  let storage: TestStorage;
  let mail: MailCatcher;
  let a: TestServer;
  let b: TestServer;
  let adminOnA: BrowserLikeClient;

  beforeAll(async () => {
    storage = await createTestStorage('postgres');
    mail = await startMailCatcher();
    // One SESSION_SECRET for both, as every instance behind a load balancer must have.
    const env = {
      SMTP_URL: mail.url,
      ADMIN_EMAILS: adminEmailOf('twins'),
      SESSION_SECRET: 'one-secret-for-every-instance-of-this-site',
    };
    // Started at the same moment on an empty database: the migrations and the prompt seeding run once.
    [a, b] = await Promise.all([startTestServer({ storage, env }), startTestServer({ storage, env })]);
    adminOnA = browserLikeClient(a.url);
    await signUpAndConfirm(adminOnA, mail, adminEmailOf('twins'), adminTestPassword);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await mail?.close();
    await storage?.cleanup();
  });

  it('migrated and seeded the database once, starting together', async () => {
    const database = openTestDatabase(storage);
    try {
      const migrations = await database.db
        .selectFrom('kyselyMigration' as never)
        .select('name' as never)
        .execute();
      const names = migrations.map((row) => (row as { name: string }).name);
      expect(new Set(names).size).toBe(names.length);
      const { prompts } = await adminOnA.call(adminEndpoints.adminPrompts);
      expect(Object.fromEntries(Object.entries(prompts).map(([id, versions]) => [id, versions.length]))).toEqual({
        'initial-roast': 1,
        'final-roast': 1,
      });
    } finally {
      await database.db.destroy();
    }
  });

  it('sees an admin change made on the other instance at once: admins, the model, prompts, a disabled user', async () => {
    const adminOnB = onOther(adminOnA, b.url);
    const helperEmail = newEmail('helper');
    const helper = browserLikeClient(b.url);
    await signUpAndConfirm(helper, mail, helperEmail, adminTestPassword);
    expect(await failureOf(helper.call(adminEndpoints.adminHealth))).toMatchObject({ status: 403 });

    await adminOnA.call(adminEndpoints.adminPutConfig, {
      body: { configKey: 'admin-users', configValue: [helperEmail] },
    });
    expect((await helper.call(adminEndpoints.adminHealth)).status).toBeDefined();

    await adminOnA.call(adminEndpoints.adminPutModel, {
      body: { modelId: builtinModelId, modelSettings: { temperature: 0.3, topP: 0.7, maxTokens: 900 } },
    });
    expect((await adminOnB.call(adminEndpoints.adminModels)).activeModel).toBe(builtinModelId);

    const created = await adminOnA.call(adminEndpoints.adminCreatePrompt, {
      body: {
        promptId: 'initial-roast',
        promptText: 'Roast {{nemesisName}} in one line. {{nemesisAge}} {{nemesisOccupation}}',
        activate: true,
        basedOnVersion: 1,
      },
    });
    const { prompts } = await adminOnB.call(adminEndpoints.adminPrompts);
    expect(prompts['initial-roast']!.find((version) => version.isActive)?.version).toBe(created.version);

    const { users } = await adminOnB.call(adminEndpoints.adminUsers, { query: { search: helperEmail } });
    await adminOnA.call(adminEndpoints.adminDisableUser, { params: { id: users[0]!.userId } });
    expect(await failureOf(helper.call(endpoints.myNotes))).toMatchObject({ status: 401 });
  });

  it('counts rate limits and lockouts across both instances', async () => {
    const email = newEmail('locked');
    await signUpAndConfirm(browserLikeClient(a.url), mail, email, adminTestPassword);
    // The same browser (one device cookie), its wrong passwords landing on either instance in turn.
    const onA = browserLikeClient(a.url);
    const answers: (number | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      const client = i % 2 === 0 ? onA : onOther(onA, b.url);
      answers.push(
        (await failureOf(client.call(endpoints.signIn, { body: { email, password: `wrong password ${i}` } }))).status,
      );
      if (i % 2 === 1) for (const [name, value] of client.cookies) onA.cookies.set(name, value);
    }
    expect(answers.slice(0, 5).every((status) => status === 401 || status === 400)).toBe(true);
    expect(answers[5]).toBe(429);
  });
});
