import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { afterAll, beforeAll } from 'vitest';

/**
 * Serves a small app built by a test file (one middleware under test, say) on a free port of
 * 127.0.0.1 while the file's tests run; the URL it answers at, once they start.
 */
export function listenLocally(app: Koa): () => string {
  let server: ReturnType<Koa['listen']>;
  let url = '';
  beforeAll(async () => {
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return () => url;
}
