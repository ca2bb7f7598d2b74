import { sendJson, startFakeHttp, writeSlowly } from './fake-model-server.ts';
import type { FakeModelServer } from './fake-model-server.ts';

/**
 * A fake Ollama server speaking its HTTP API: GET /api/tags lists `models`, POST /api/chat streams
 * `chunks` as NDJSON ending with a done line.
 */
export async function startFakeOllama(): Promise<FakeModelServer> {
  return startFakeHttp(async (request, response, recorded, state) => {
    if (state.behaviour === 'fail') return sendJson(response, 500, { error: 'model runner has unexpectedly stopped' });
    if (request.method === 'GET' && recorded.path === '/api/tags') {
      if (state.behaviour === 'break') return void response.socket?.destroy();
      return sendJson(response, 200, {
        models: state.models.map((name) => ({
          name,
          model: name,
          modified_at: '2026-02-01T10:00:00.000000000Z',
          size: 2019393189,
          digest: 'a80c4f17acd55265feec403c7aef86be0c25983ab279d83f3bcd3abbcb5b8b72',
          details: {
            parent_model: '',
            format: 'gguf',
            family: 'llama',
            families: ['llama'],
            parameter_size: '3.2B',
            quantization_level: 'Q4_K_M',
          },
        })),
      });
    }
    if (request.method === 'POST' && recorded.path === '/api/chat') {
      const model = (recorded.body as { model: string }).model;
      const at = () => new Date().toISOString();
      const lines = state.chunks.map(
        (content) =>
          `${JSON.stringify({ model, created_at: at(), message: { role: 'assistant', content }, done: false })}\n`,
      );
      lines.push(
        `${JSON.stringify({
          model,
          created_at: at(),
          message: { role: 'assistant', content: '' },
          done_reason: 'stop',
          done: true,
          total_duration: 1200000000,
          load_duration: 50000000,
          prompt_eval_count: 42,
          prompt_eval_duration: 100000000,
          eval_count: state.chunks.length,
          eval_duration: 1000000000,
        })}\n`,
      );
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      return writeSlowly(response, lines, state.behaviour);
    }
    sendJson(response, 404, { error: `${recorded.path} not found` });
  });
}
