import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, promptLimits } from '#contract/admin/admin-messages.ts';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { endpoints } from '#contract/endpoints.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { adminClients, adminEnv } from '../support/admin-clients.ts';
import type { AdminClients } from '../support/admin-clients.ts';
import { expectAdminOnly } from '../support/expect-admin-only.ts';
import { failureOf } from '../support/failure-of.ts';
import { insertNotes } from '../support/insert-notes.ts';
import { testEngines } from '../support/test-database.ts';

describe.each(testEngines)('admin prompts on $engine', ({ engine, available }) => {
  const parts = useAccountTestServer(engine, available, adminEnv(`prompts-${engine}`));
  let clients: AdminClients;
  beforeAll(async () => {
    if (available) clients = await adminClients(parts, `prompts-${engine}`);
  });
  const create = (body: {
    promptId: string;
    promptText: string;
    description?: string;
    activate?: boolean;
    basedOnVersion: number;
  }) => clients.admin.call(adminEndpoints.adminCreatePrompt, { body });
  const activeVersions = async (promptId: string) => {
    const { prompts } = await clients.admin.call(adminEndpoints.adminPrompts);
    return (prompts[promptId] ?? []).filter((version) => version.isActive).map((version) => version.version);
  };

  it.skipIf(!available)('lists the shipped prompts with their use, newest version first', async () => {
    const { prompts } = await expectAdminOnly(clients, adminEndpoints.adminPrompts);
    expect(prompts['initial-roast']).toEqual([
      expect.objectContaining({
        promptId: 'initial-roast',
        version: 1,
        isActive: true,
        createdBy: 'system',
        usageCount: 0,
        lastUsedAt: null,
        notesCount: 0,
      }),
    ]);
    expect(prompts['final-roast']?.[0]?.promptText).toContain('{{initialRoast}}');
    const { id } = await parts.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', clients.userEmail)
      .executeTakeFirstOrThrow();
    await insertNotes(parts.database, id, 7, `prompts-${engine}`);
    const counted = await clients.admin.call(adminEndpoints.adminPrompts);
    expect([
      counted.prompts['initial-roast']?.[0]?.notesCount,
      counted.prompts['final-roast']?.[0]?.notesCount,
    ]).toEqual([7, 7]);
    expect(counted.prompts['initial-roast']?.[0]?.reportsCount).toBe(0);
    // A reader reports one of them: each version that wrote it shows the report.
    await clients.anonymous.call(endpoints.reportNote, { params: { shortUuid: 'pg000' }, body: { reason: 'spam' } });
    const reported = await clients.admin.call(adminEndpoints.adminPrompts);
    expect([
      reported.prompts['initial-roast']?.[0]?.reportsCount,
      reported.prompts['final-roast']?.[0]?.reportsCount,
    ]).toEqual([1, 1]);
    expect((await clients.admin.call(adminEndpoints.adminUser, { params: { id } })).attributes).toMatchObject({
      notes_count: 7,
    });
  });

  it.skipIf(!available)(
    'shows one version read-only: its text, who saved it and when, how many notes it wrote and links to the newest (after the notes above)',
    async () => {
      const { prompts } = await clients.admin.call(adminEndpoints.adminPrompts);
      const shipped = prompts['final-roast']!.at(-1)!;
      const viewed = await expectAdminOnly(clients, adminEndpoints.adminPromptVersion, {
        params: { promptId: 'final-roast', version: 1 },
      });
      const { recentNotes, ...version } = viewed;
      expect(version).toEqual(shipped);
      expect(version).toMatchObject({
        promptText: expect.stringContaining('{{initialRoast}}'),
        createdBy: 'system',
        notesCount: 7,
      });
      // The newest five of the seven notes, newest first (6 and 5 were written in the same minute).
      expect(recentNotes.map((note) => note.nemesisName)).toEqual([
        'Rival 6',
        'Rival 5',
        'Rival 4',
        'Rival 3',
        'Rival 2',
      ]);
      expect(recentNotes[0]).toEqual({
        shortUuid: 'pg006',
        vanityUrl: 'page-6',
        nemesisName: 'Rival 6',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 3)).toISOString(),
      });

      const saved = await create({
        promptId: 'viewed',
        promptText: 'Roast {{nemesisName}} kindly.',
        description: 'A gentle one',
        basedOnVersion: 0,
      });
      expect(
        await clients.admin.call(adminEndpoints.adminPromptVersion, { params: { promptId: 'viewed', version: 1 } }),
      ).toEqual({ ...saved, recentNotes: [] });
    },
  );

  it.skipIf(!available)(
    "reads one prompt's versions as saved, newest first, without their notes' counts, for admins only",
    async () => {
      await create({ promptId: 'light', promptText: 'One', basedOnVersion: 0 });
      await create({ promptId: 'light', promptText: 'Two', description: 'second', basedOnVersion: 1 });
      const { versions } = await expectAdminOnly(clients, adminEndpoints.adminPromptVersions, {
        params: { promptId: 'light' },
      });
      const { prompts } = await clients.admin.call(adminEndpoints.adminPrompts);
      expect(versions).toEqual(
        prompts.light!.map(({ notesCount: _notes, reactions: _reactions, reportsCount: _reports, ...saved }) => saved),
      );
      expect(versions.map((version) => [version.version, version.isActive, version.promptText])).toEqual([
        [2, false, 'Two'],
        [1, true, 'One'],
      ]);
      const ghost = clients.admin.call(adminEndpoints.adminPromptVersions, { params: { promptId: 'ghost' } });
      expect(await failureOf(ghost)).toMatchObject({
        status: 404,
        code: 'ADMIN_PROMPT_NOT_FOUND',
        serverMessage: adminMessages.promptNotFound,
      });
    },
  );

  it.skipIf(!available)(
    'names the prompt or version it cannot show, and refuses a version that is not a whole number from 1',
    async () => {
      const view = (promptId: string, version: unknown) =>
        failureOf(clients.admin.call(adminEndpoints.adminPromptVersion, { params: { promptId, version } }));
      expect(await view('ghost', 1)).toMatchObject({
        status: 404,
        code: 'ADMIN_PROMPT_NOT_FOUND',
        serverMessage: adminMessages.promptNotFound,
      });
      expect(await view('initial-roast', 99)).toMatchObject({
        status: 404,
        code: 'ADMIN_PROMPT_VERSION_NOT_FOUND',
        serverMessage: adminMessages.promptVersionNotFound,
      });
      for (const version of ['first', 0, 1.5]) {
        expect(await view('initial-roast', version)).toMatchObject({
          status: 400,
          code: 'INVALID_INPUT',
          serverMessage: adminMessages.promptVersionFormat,
        });
      }
      expect(await view('Bad Id', 1)).toMatchObject({
        status: 400,
        code: 'INVALID_INPUT',
        serverMessage: adminMessages.promptIdFormat,
      });
    },
  );

  it.skipIf(!available)('makes the first version of a new id active and later ones only when asked', async () => {
    const probe = { promptId: 'matrix-probe', promptText: 'Hello {{nemesisName}}' };
    const first = await expectAdminOnly(
      clients,
      adminEndpoints.adminCreatePrompt,
      { body: { ...probe, basedOnVersion: 0 } },
      { body: { ...probe, basedOnVersion: 1 } },
    );
    expect(first).toMatchObject({ version: 2 }); // the admin's session made version 1 of the matrix
    expect(
      await create({ promptId: 'tone', promptText: 'One', description: 'first', basedOnVersion: 0 }),
    ).toMatchObject({ version: 1, isActive: true, createdBy: clients.adminEmail });
    expect(await create({ promptId: 'tone', promptText: 'Two', basedOnVersion: 1 })).toMatchObject({
      version: 2,
      isActive: false,
    });
    expect(await activeVersions('tone')).toEqual([1]);
    expect(await create({ promptId: 'tone', promptText: 'Three', activate: true, basedOnVersion: 2 })).toMatchObject({
      version: 3,
      isActive: true,
    });
    expect(await activeVersions('tone')).toEqual([3]);
    const { prompts } = await clients.admin.call(adminEndpoints.adminPrompts);
    expect(prompts.tone?.map((version) => version.version)).toEqual([3, 2, 1]);
  });

  it.skipIf(!available)('refuses a save or activation based on a state another admin has changed since', async () => {
    await create({ promptId: 'busy', promptText: 'One', basedOnVersion: 0 });
    await create({ promptId: 'busy', promptText: 'Two', basedOnVersion: 1 });
    // A new prompt someone else made meanwhile is not one to start afresh either.
    expect(await failureOf(create({ promptId: 'busy', promptText: 'Mine', basedOnVersion: 0 }))).toMatchObject({
      status: 409,
      code: 'ADMIN_VERSION_CONFLICT',
    });
    const stale = await failureOf(create({ promptId: 'busy', promptText: 'Late', basedOnVersion: 1 }));
    expect(stale).toMatchObject({ status: 409, code: 'ADMIN_VERSION_CONFLICT', serverMessage: adminMessages.conflict });
    await clients.admin.call(adminEndpoints.adminActivatePrompt, {
      params: { promptId: 'busy' },
      body: { version: 2, basedOnActiveVersion: 1 },
    });
    const lateActivation = clients.admin.call(adminEndpoints.adminActivatePrompt, {
      params: { promptId: 'busy' },
      body: { version: 1, basedOnActiveVersion: 1 },
    });
    expect(await failureOf(lateActivation)).toMatchObject({ status: 409, code: 'ADMIN_VERSION_CONFLICT' });
    expect(await activeVersions('busy')).toEqual([2]);
  });

  it.skipIf(!available)(
    'refuses a save or activation that does not say what it is based on, changing nothing',
    async () => {
      await create({ promptId: 'tokenless', promptText: 'One', basedOnVersion: 0 });
      await create({ promptId: 'tokenless', promptText: 'Two', basedOnVersion: 1 });
      const save = (body: object) =>
        failureOf(
          clients.admin.call(adminEndpoints.adminCreatePrompt, {
            body: { promptId: 'tokenless', promptText: 'Three', ...body } as never,
          }),
        );
      for (const basedOnVersion of [undefined, -1, 1.5, '2']) {
        expect(await save({ basedOnVersion })).toMatchObject({
          status: 400,
          code: 'INVALID_INPUT',
          serverMessage: adminMessages.basedOnVersionRequired,
        });
      }
      const activate = (body: object) =>
        failureOf(
          clients.admin.call(adminEndpoints.adminActivatePrompt, {
            params: { promptId: 'tokenless' },
            body: { version: 2, ...body } as never,
          }),
        );
      for (const basedOnActiveVersion of [undefined, 0, 'one']) {
        expect(await activate({ basedOnActiveVersion })).toMatchObject({
          status: 400,
          code: 'INVALID_INPUT',
          serverMessage: adminMessages.basedOnActiveVersionRequired,
        });
      }
      const { versions } = await clients.admin.call(adminEndpoints.adminPromptVersions, {
        params: { promptId: 'tokenless' },
      });
      expect(versions.map((version) => [version.version, version.isActive])).toEqual([
        [2, false],
        [1, true],
      ]);
    },
  );

  it.skipIf(!available)('activates for admins only, and names what it cannot find', async () => {
    await create({ promptId: 'switch', promptText: 'One', basedOnVersion: 0 });
    await create({ promptId: 'switch', promptText: 'Two', basedOnVersion: 1 });
    const params = { promptId: 'switch' };
    // The admin's session activates version 2 from 1, then their token activates it again from 2.
    await expectAdminOnly(
      clients,
      adminEndpoints.adminActivatePrompt,
      { params, body: { version: 2, basedOnActiveVersion: 1 } },
      { params, body: { version: 2, basedOnActiveVersion: 2 } },
    );
    expect(await activeVersions('switch')).toEqual([2]);
    const missingPrompt = clients.admin.call(adminEndpoints.adminActivatePrompt, {
      params: { promptId: 'ghost' },
      body: { version: 1, basedOnActiveVersion: 1 },
    });
    expect(await failureOf(missingPrompt)).toMatchObject({ status: 404, code: 'ADMIN_PROMPT_NOT_FOUND' });
    const missingVersion = clients.admin.call(adminEndpoints.adminActivatePrompt, {
      params,
      body: { version: 9, basedOnActiveVersion: 2 },
    });
    expect(await failureOf(missingVersion)).toMatchObject({ status: 404, code: 'ADMIN_PROMPT_VERSION_NOT_FOUND' });
  });

  it.skipIf(!available)('checks the id, the text, its length and the placeholders its stage needs', async () => {
    const refused = async (body: Omit<Parameters<typeof create>[0], 'basedOnVersion'>) =>
      failureOf(create({ ...body, basedOnVersion: 1 }));
    expect(await refused({ promptId: 'final-roast', promptText: 'Roast {{nemesisName}} harder' })).toMatchObject({
      status: 400,
      code: 'ADMIN_INVALID_PROMPT_TEXT',
      serverMessage: 'Prompt text must contain the placeholder {{initialRoast}}',
    });
    expect(await refused({ promptId: 'initial-roast', promptText: 'Roast someone' })).toMatchObject({
      serverMessage: 'Prompt text must contain the placeholder {{nemesisName}}',
    });
    expect(await refused({ promptId: '', promptText: 'x' })).toMatchObject({
      code: 'INVALID_INPUT',
      serverMessage: adminMessages.promptIdRequired,
    });
    expect(await refused({ promptId: 'Bad Id', promptText: 'x' })).toMatchObject({
      serverMessage: adminMessages.promptIdFormat,
    });
    expect(await refused({ promptId: 'ok', promptText: '  ' })).toMatchObject({
      serverMessage: adminMessages.promptTextRequired,
    });
    expect(await refused({ promptId: 'ok', promptText: 'x'.repeat(promptLimits.textMax + 1) })).toMatchObject({
      serverMessage: adminMessages.promptTextTooLong,
    });
    expect(
      await refused({ promptId: 'ok', promptText: 'x', description: 'd'.repeat(promptLimits.descriptionMax + 1) }),
    ).toMatchObject({ serverMessage: adminMessages.descriptionTooLong });
  });

  it.skipIf(!available)(
    'leaves exactly one version active under concurrent activations and saves from the same state: one wins, the others are told of the conflict',
    async () => {
      for (let take = 1; take <= 6; take++)
        await create({ promptId: 'race', promptText: `Take ${take}`, basedOnVersion: take - 1 });
      const conflictsOnly = (results: PromiseSettledResult<unknown>[]) =>
        results
          .filter((result) => result.status === 'rejected')
          .map((result) => (result.reason as { code: string }).code);
      const activations = await Promise.allSettled(
        [2, 3, 4, 5, 6, 3, 5].map((version) =>
          clients.admin.call(adminEndpoints.adminActivatePrompt, {
            params: { promptId: 'race' },
            body: { version, basedOnActiveVersion: 1 },
          }),
        ),
      );
      expect(activations.filter((activation) => activation.status === 'fulfilled')).toHaveLength(1);
      expect(new Set(conflictsOnly(activations))).toEqual(new Set(['ADMIN_VERSION_CONFLICT']));
      expect(await activeVersions('race')).toHaveLength(1);
      const saves = await Promise.allSettled(
        [1, 2, 3, 4].map((take) =>
          create({ promptId: 'race', promptText: `Again ${take}`, activate: true, basedOnVersion: 6 }),
        ),
      );
      expect(saves.filter((save) => save.status === 'fulfilled')).toHaveLength(1);
      expect(new Set(conflictsOnly(saves))).toEqual(new Set(['ADMIN_VERSION_CONFLICT']));
      expect(await activeVersions('race')).toEqual([7]);
      const { prompts } = await clients.admin.call(adminEndpoints.adminPrompts);
      expect(prompts.race?.map((version) => version.version)).toEqual([7, 6, 5, 4, 3, 2, 1]);
      const firsts = await Promise.allSettled(
        [1, 2, 3].map((take) => create({ promptId: 'fresh', promptText: `First ${take}`, basedOnVersion: 0 })),
      );
      expect(firsts.filter((first) => first.status === 'fulfilled')).toHaveLength(1);
      expect(new Set(conflictsOnly(firsts))).toEqual(new Set(['ADMIN_VERSION_CONFLICT']));
      expect(await activeVersions('fresh')).toHaveLength(1);
    },
  );
});
