import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { adminMessages } from '#contract/admin/admin-messages.ts';
import { sampleNemesis } from '#contract/admin/admin-schemas.ts';
import { builtinModelId } from '#contract/ai/model-settings.ts';
import { streamRoast } from '#contract/notes/stream-roast.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { adminClients, adminEnv } from '../support/admin-clients.ts';
import type { AdminClients } from '../support/admin-clients.ts';
import { expectAdminOnly } from '../support/expect-admin-only.ts';
import { failureOf } from '../support/failure-of.ts';
import { startFakeOpenAi } from '../support/fake-openai.ts';
import type { FakeModelServer } from '../support/fake-model-server.ts';

const settings = { temperature: 0.3, topP: 0.9, maxTokens: 300 };
const env: Record<string, string> = adminEnv('lab');
let openai: FakeModelServer;

// The fake model server starts first: the test server is started with its URL.
beforeAll(async () => {
  openai = await startFakeOpenAi();
  openai.models = ['roaster-1'];
  openai.chunks = ['You call that ', 'a nemesis?'];
  env.OPENAI_BASE_URL = openai.url;
});
afterAll(() => openai?.close());

/** The chat messages of the fake's last completion request. */
const lastMessages = () =>
  (
    openai.requests.filter((request) => request.path === '/v1/chat/completions').at(-1)?.body as {
      messages: { role: string; content: string }[];
    }
  ).messages;

describe('the admin roast lab (model test, prompt playground)', () => {
  const parts = useAccountTestServer('sqlite', true, env);
  let clients: AdminClients;
  beforeAll(async () => {
    clients = await adminClients(parts, 'lab');
  });

  it('tests a model with unsaved settings: a streamed sample roast, and the active model stays as it was', async () => {
    const body = { modelId: 'openai/roaster-1', modelSettings: settings };
    expect(await expectAdminOnly(clients, adminEndpoints.adminTestModel, { body })).toEqual({
      roast: 'You call that a nemesis?',
    });
    const request = openai.requests.at(-1)?.body as {
      model: string;
      temperature: number;
      max_tokens?: number;
      max_completion_tokens?: number;
    };
    expect(request).toMatchObject({ model: 'roaster-1', temperature: settings.temperature });
    expect(
      lastMessages()
        .map((message) => message.content)
        .join('\n'),
    ).toContain(sampleNemesis.nemesisName);

    const pieces: string[] = [];
    const roast = await streamRoast(clients.admin, adminEndpoints.adminTestModel, {
      body,
      onDelta: (text) => pieces.push(text),
    });
    expect(roast).toBe('You call that a nemesis?');
    expect(pieces.join('')).toBe(roast);
    expect((await clients.admin.call(adminEndpoints.adminModels)).activeModel).not.toBe('openai/roaster-1');
  });

  it('refuses to test a model no provider offers, or settings out of range', async () => {
    expect(
      await failureOf(
        clients.admin.call(adminEndpoints.adminTestModel, {
          body: { modelId: 'openai/gone', modelSettings: settings },
        }),
      ),
    ).toMatchObject({
      status: 400,
      code: 'ADMIN_BEDROCK_MODEL_NOT_AVAILABLE',
      serverMessage: adminMessages.modelNotAvailable,
    });
    const body = { modelId: builtinModelId, modelSettings: { ...settings, temperature: 2 } };
    expect(await failureOf(clients.admin.call(adminEndpoints.adminTestModel, { body }))).toMatchObject({
      status: 400,
      code: 'INVALID_INPUT',
    });
  });

  it('tries a draft template with the active model: the draft, filled in, is what the model reads; nothing is saved', async () => {
    await clients.admin.call(adminEndpoints.adminPutModel, {
      body: { modelId: 'openai/roaster-1', modelSettings: settings },
    });
    const before = await clients.admin.call(adminEndpoints.adminPrompts);
    const draft = {
      promptId: 'initial-roast',
      promptText: 'Be brief.\n---\nRoast {{nemesisName}}, {{nemesisAge}}, a {{nemesisOccupation}}.',
      nemesisName: 'Lex',
      nemesisAge: 40,
      nemesisOccupation: 'tycoon',
    };
    const pieces: string[] = [];
    await expectAdminOnly(clients, adminEndpoints.adminTryPrompt, { body: draft });
    expect(
      await streamRoast(clients.admin, adminEndpoints.adminTryPrompt, {
        body: draft,
        onDelta: (text) => pieces.push(text),
      }),
    ).toBe('You call that a nemesis?');
    expect(pieces.length).toBeGreaterThan(1);
    expect(lastMessages()).toEqual([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'Roast Lex, 40, a tycoon.' },
    ]);
    expect(await clients.admin.call(adminEndpoints.adminPrompts)).toEqual(before);

    // Named, another model writes it (the built-in one roasts the details without asking the fake).
    const asked = openai.requests.length;
    const { roast } = await clients.admin.call(adminEndpoints.adminTryPrompt, {
      body: { ...draft, modelId: builtinModelId },
    });
    expect(roast).toContain('Lex');
    expect(openai.requests.length).toBe(asked);
    expect(
      await failureOf(
        clients.admin.call(adminEndpoints.adminTryPrompt, { body: { ...draft, modelId: 'openai/gone' } }),
      ),
    ).toMatchObject({ code: 'ADMIN_BEDROCK_MODEL_NOT_AVAILABLE' });
  });

  it("refuses a draft without its stage's placeholders, with the placeholder named", async () => {
    const draft = {
      promptId: 'final-roast',
      promptText: 'Roast {{nemesisName}} again.',
      nemesisName: 'Lex',
      nemesisAge: 40,
      nemesisOccupation: 'tycoon',
    };
    expect(await failureOf(clients.admin.call(adminEndpoints.adminTryPrompt, { body: draft }))).toMatchObject({
      status: 400,
      code: 'ADMIN_INVALID_PROMPT_TEXT',
      serverMessage: `${adminMessages.placeholderMissing}{{initialRoast}}`,
    });
    expect(
      await failureOf(clients.admin.call(adminEndpoints.adminTryPrompt, { body: { ...draft, promptText: '' } })),
    ).toMatchObject({ status: 400, code: 'INVALID_INPUT', serverMessage: adminMessages.promptTextRequired });
  });
});
