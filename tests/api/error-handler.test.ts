import { Writable } from 'node:stream';
import Koa from 'koa';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../server/app-error.ts';
import { systemClock } from '../../server/clock.ts';
import { errorHandler } from '../../server/http/middleware/error-handler.ts';
import { listenLocally } from '../support/listen-locally.ts';

// The real error handler in a real Koa app on 127.0.0.1, with routes that fail in each way.
const logged: string[] = [];
const logger = pino(
  { level: 'error' },
  new Writable({ write: (chunk, _encoding, done) => void (logged.push(String(chunk)), done()) }),
);
const app = new Koa();
app.silent = true;
app.use(errorHandler(logger, systemClock));
app.use((ctx) => {
  if (ctx.path === '/crash') throw new Error('database password is hunter2');
  if (ctx.path === '/rule') throw new AppError('VANITY_URL_TAKEN', 'That vanity URL is taken');
  if (ctx.path === '/koa') ctx.throw(400, 'bad json');
  if (ctx.path === '/media') ctx.throw(415, 'unsupported charset');
  ctx.body = { ok: true };
});
const url = listenLocally(app);

describe('error handler', () => {
  it('answers an unknown error as INTERNAL_ERROR without its details, and logs it', async () => {
    const response = await fetch(`${url()}/crash`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('hunter2');
    expect(JSON.parse(text)).toEqual({
      error: 'INTERNAL_ERROR',
      message: 'Server error - please try again later',
      timestamp: expect.any(String),
      path: '/crash',
    });
    expect(logged.join('')).toContain('hunter2');
  });

  it('answers an AppError with its code, status and message', async () => {
    const response = await fetch(`${url()}/rule`);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: 'VANITY_URL_TAKEN',
      message: 'That vanity URL is taken',
      path: '/rule',
    });
  });

  it('maps Koa’s client errors to INVALID_INPUT', async () => {
    const response = await fetch(`${url()}/koa`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'INVALID_INPUT' });
  });

  it('maps a 415 to UNSUPPORTED_MEDIA_TYPE, and logs no client error', async () => {
    const before = logged.length;
    const response = await fetch(`${url()}/media`);
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      error: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The request body must be JSON',
      path: '/media',
    });
    expect(logged.length).toBe(before);
  });
});
