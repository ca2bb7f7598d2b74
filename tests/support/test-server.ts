import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { AiProvider } from '../../server/ai/ai-provider.ts';
import { createAiProviders } from '../../server/ai/ai-providers.ts';
import { createBuiltinProvider } from '../../server/ai/builtin-provider.ts';
import { loadConfig } from '../../server/config.ts';
import { startServer } from '../../server/main.ts';
import type { RunningServer } from '../../server/main.ts';
import type { Clock } from '../../server/clock.ts';
import type { Logger } from '../../server/logger.ts';
import { createTestStorage } from './test-database.ts';
import type { TestStorage } from './test-database.ts';

/** A real server on 127.0.0.1 with its own empty storage (or a storage it was given). */
export interface TestServer extends RunningServer {
  storage: TestStorage;
  /** Stops the server, and removes its storage if it made it. */
  close(): Promise<void>;
}

/**
 * Starts the real server on a free port of 127.0.0.1: with fresh storage on `engine`, or on `storage`
 * when given (a second process on the same database, or a restart); with `logger`, the server logs there
 * (whatever LOG_LEVEL says) so a test can read what it logged; with `clock`, the server reads the time on it
 * (a test clock the test moves on, to reach an expiry without waiting).
 */
export async function startTestServer(
  options: {
    engine?: 'sqlite' | 'postgres';
    storage?: TestStorage;
    env?: Record<string, string>;
    providers?: Record<string, AiProvider>;
    logger?: Logger;
    clock?: Clock;
  } = {},
): Promise<TestServer> {
  const storage = options.storage ?? (await createTestStorage(options.engine ?? 'sqlite'));
  // The server's public address is its own (the links it hands out open in the test's browser).
  // Ollama is pointed at a closed port so a developer's own Ollama never answers a test.
  // NODE_ENV test checks every JSON answer against its contract schema: a wrong shape fails the request.
  // WEB_DIST_DIR, when set, points the tests at another build of the web app than web/dist.
  const port = options.env?.PORT ?? String(await freePort());
  const config = loadConfig({
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    OLLAMA_HOST: 'http://127.0.0.1:9',
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    ...storage.env,
    ...options.env,
  });
  // The built-in roaster writes without its word-by-word pause, so tests run at full speed.
  const providers = createAiProviders(config.ai, {
    providers: { builtin: createBuiltinProvider({ wordDelayMs: 0 }), ...options.providers },
  });
  const running = await startServer(config, { providers, logger: options.logger, clock: options.clock });
  return {
    ...running,
    storage,
    close: async () => {
      await running.stop();
      if (!options.storage) await storage.cleanup();
    },
  };
}

/** A port of 127.0.0.1 that was free a moment ago. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
