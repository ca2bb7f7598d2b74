import { afterAll, beforeAll } from 'vitest';
import { sendJson, startFakeHttp, writeSlowly } from './fake-model-server.ts';
import type { FakeModelServer } from './fake-model-server.ts';

/**
 * A fake OpenAI-compatible server (as vLLM or llama.cpp serve it) under /v1: GET /models lists `models`,
 * POST /chat/completions streams `chunks` as server-sent events ending with [DONE].
 */
export async function startFakeOpenAi(): Promise<FakeModelServer> {
  return startFakeHttp(async (request, response, recorded, state) => {
    if (state.behaviour === 'fail') {
      return sendJson(response, 500, {
        error: {
          message: 'The server had an error while processing your request.',
          type: 'server_error',
          param: null,
          code: null,
        },
      });
    }
    if (request.method === 'GET' && recorded.path === '/v1/models') {
      if (state.behaviour === 'break') return void response.socket?.destroy();
      return sendJson(response, 200, {
        object: 'list',
        data: state.models.map((id) => ({ id, object: 'model', created: 1767225600, owned_by: 'fake' })),
      });
    }
    if (request.method === 'POST' && recorded.path === '/v1/chat/completions') {
      const model = (recorded.body as { model: string }).model;
      const chunk = (delta: object, finishReason: string | null) =>
        `data: ${JSON.stringify({ id: 'chatcmpl-fake1', object: 'chat.completion.chunk', created: 1767225600, model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }] })}\n\n`;
      const events = [
        chunk({ role: 'assistant', content: '' }, null),
        ...state.chunks.map((content) => chunk({ content }, null)),
        chunk({}, 'stop'),
        'data: [DONE]\n\n',
      ];
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      // The role chunk carries no text: break after it and two pieces of text.
      return writeSlowly(response, events, state.behaviour, 3);
    }
    sendJson(response, 404, {
      error: { message: `Unknown request URL: ${request.method} ${recorded.path}`, type: 'invalid_request_error' },
    });
  }, '/v1');
}

/**
 * For a test file whose server talks to a fake OpenAI-compatible server: starts it (listing `models`,
 * streaming `chunks`) and puts its URL in `env.OPENAI_BASE_URL`, then stops it after the file. Call it
 * before the test server's own hooks, which read `env` when they start it. Nothing when not `enabled`.
 */
export function useFakeOpenAi(
  env: Record<string, string>,
  setup: { models: string[]; chunks: string[] },
  enabled = true,
): { server: FakeModelServer } {
  const holder = {} as { server: FakeModelServer };
  beforeAll(async () => {
    if (!enabled) return;
    holder.server = await startFakeOpenAi();
    holder.server.models = setup.models;
    holder.server.chunks = setup.chunks;
    env.OPENAI_BASE_URL = holder.server.url;
  });
  afterAll(() => holder.server?.close());
  return holder;
}
