import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '#contract/api/endpoint.ts';
import { systemClock } from '../../server/clock.ts';
import { accessCheck } from '../../server/http/routing/access-check.ts';
import { endpointRouter } from '../../server/http/routing/endpoint-router.ts';
import { errorHandler } from '../../server/http/middleware/error-handler.ts';
import type { AdminCheck } from '../../server/services/admin/admin-check.ts';
import { catchLog } from '../support/log-catcher.ts';
import { listenLocally } from '../support/listen-locally.ts';

// A real Koa app on 127.0.0.1 with the real error handler, and routes registered as the server's are.
const thing = z.object({ id: z.string(), size: z.number() });
const declared = (path: string, extra: { status?: 201 } = {}) =>
  ({
    method: 'POST',
    path,
    response: thing,
    retry: 'once',
    access: 'public',
    cache: 'default',
    ...extra,
  }) as const satisfies Endpoint;

// A service whose answer changed shape: `size` became a string. The types would refuse it; a cast stands for the drift.
const drifted = () => ({ id: 'a', size: 'large' }) as unknown as z.input<typeof thing>;

const log = catchLog('error');
// Public routes never ask who is an admin.
const access = accessCheck({} as AdminCheck);
const checked = endpointRouter({ access, checkAnswers: true });
const unchecked = endpointRouter({ access, checkAnswers: false });
checked.route(declared('/created', { status: 201 }), ({ ctx }) => {
  ctx.set('X-Set-Before', 'kept');
  return { id: 'a', size: 3 };
});
checked.route(declared('/drifted'), drifted);
checked.route(declared('/degraded'), () => ({ id: 'a', size: 0 }), {
  statusOf: (answer) => (answer.size === 0 ? 503 : 200),
});
unchecked.route(declared('/drifted-in-production'), drifted);

const app = new Koa();
app.silent = true;
app.use(errorHandler(log.logger, systemClock));
app.use(checked.router.routes());
app.use(unchecked.router.routes());
const url = listenLocally(app);

describe('endpoint router', () => {
  it('writes the answer a handler returns with the declared status, keeping the headers it set', async () => {
    const response = await fetch(`${url()}/created`, { method: 'POST' });
    expect(response.status).toBe(201);
    expect(response.headers.get('X-Set-Before')).toBe('kept');
    expect(await response.json()).toEqual({ id: 'a', size: 3 });
  });

  it('fails an answer its response schema refuses, naming the route and the field in the log', async () => {
    const response = await fetch(`${url()}/drifted`, { method: 'POST' });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: 'INTERNAL_ERROR' });
    const failure = log.entries().find((entry) => entry.path === '/drifted');
    const message = (failure?.err as { message?: string } | undefined)?.message;
    expect(message).toContain('POST /drifted does not match its response schema');
    expect(message).toContain('size');
  });

  it('lets the route give an answer its own status', async () => {
    const response = await fetch(`${url()}/degraded`, { method: 'POST' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ id: 'a', size: 0 });
  });

  it('sends the answer unchecked where answers are not checked (production)', async () => {
    const response = await fetch(`${url()}/drifted-in-production`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'a', size: 'large' });
  });
});
