import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '#contract/api/api-client.ts';
import { endpoints } from '#contract/endpoints.ts';
import { startTestServer } from '../support/test-server.ts';
import type { TestServer } from '../support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { LEGAL_CONTACT: 'legal@rivals.test', LEGAL_EFFECTIVE_DATE: '2026-03-01' } });
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers });

describe('health', () => {
  it('reports status, version and a reachable database without auth', async () => {
    const response = await get('/api/v1/nemesis-notes/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toMatchObject({ status: 'ok', version: '0.1.0', database: 'ok' });
    expect(Date.parse(body.timestamp)).not.toBeNaN();
  });

  it('is what the typed client reads', async () => {
    const client = createApiClient({ baseUrl: server.url });
    await expect(client.call(endpoints.health)).resolves.toMatchObject({ status: 'ok', database: 'ok' });
  });
});

describe('API errors', () => {
  it('answers an unknown API path with a JSON 404 in the spec’s error body', async () => {
    const response = await get('/api/v1/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = await response.json();
    expect(body).toEqual({
      error: 'NOT_FOUND',
      message: 'No API endpoint GET /api/v1/no-such-thing',
      timestamp: expect.any(String),
      path: '/api/v1/no-such-thing',
    });
  });

  it('answers a wrong method with 405 in the same shape', async () => {
    const response = await fetch(`${server.url}/api/v1/nemesis-notes/health`, { method: 'PUT' });
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ error: 'METHOD_NOT_ALLOWED', path: '/api/v1/nemesis-notes/health' });
  });

  it('answers OPTIONS with 204 and the methods a path allows', async () => {
    const response = await fetch(`${server.url}/api/v1/nemesis-notes/health`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toMatch(/GET/);
    expect(await response.text()).toBe('');
  });

  it('keeps idle connections open longer than the proxies in front of it (65 s)', async () => {
    expect((await get('/api/v1/nemesis-notes/health')).headers.get('keep-alive')).toBe('timeout=65');
  });

  it('gives the typed client an ApiError it can show', async () => {
    const client = createApiClient({ baseUrl: server.url });
    const error = await client
      .call({
        method: 'GET',
        path: '/api/v1/missing',
        response: (await import('zod')).z.object({}),
        retry: 'default',
        access: 'public',
        cache: 'default',
      })
      .catch((e) => e);
    expect(error).toMatchObject({
      type: 'not-found',
      retryable: false,
      status: 404,
      code: 'NOT_FOUND',
      message: 'The requested content could not be found',
    });
  });
});

describe('site info', () => {
  it('serves the operator’s legal contact and effective date', async () => {
    const body = await (await get('/api/v1/site')).json();
    expect(body).toEqual({
      legalContact: 'legal@rivals.test',
      legalEffectiveDate: '2026-03-01',
      coffeeUrl: null,
      passwordPolicy: { minLength: 8, rules: [] },
      mfaMode: 'optional',
    });
  });
});

describe('security headers', () => {
  it('sets them on API answers and pages alike', async () => {
    for (const path of ['/api/v1/nemesis-notes/health', '/', '/nope', '/api/nope']) {
      const response = await get(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(response.headers.get('strict-transport-security'), 'no HSTS over plain http').toBeNull();
    }
  });

  it('lets pages run only their own scripts, and API answers load nothing at all', async () => {
    for (const path of ['/', '/nope', '/famous-nemesises']) {
      const csp = (await get(path)).headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc.trim(), path).toBe("script-src 'self'");
    }
    for (const path of ['/api/v1/nemesis-notes/health', '/api/nope']) {
      expect((await get(path)).headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it('clears a dead session cookie once, not once per layer that notices it', async () => {
    const response = await get('/api/v1/auth/session', {
      Cookie: 'nemesis_session=not-a-session; nemesis_signed_in=1',
    });
    expect(response.status).toBe(401);
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual(['nemesis_session', 'nemesis_signed_in']);
    expect(cookies.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
  });

  it('adds HSTS when the site is served over https', async () => {
    const https = await startTestServer({ env: { PUBLIC_BASE_URL: 'https://nemesis.example' } });
    try {
      const response = await fetch(`${https.url}/`);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    } finally {
      await https.close();
    }
  });
});

describe('the web app', () => {
  it('answers index.html with 200 for every app route', async () => {
    for (const path of [
      '/',
      '/famous-nemesises',
      '/faq',
      '/privacy-policy',
      '/terms-of-use',
      '/admin/unauthorized',
      '/send-nemesis-note',
      '/contact',
      '/stop',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      // The public pages come rendered (pages the server renders, after React's preloads of the images
      // they show first); the others are the shell the browser renders.
      const rendered = !['/admin/unauthorized', '/stop'].includes(path);
      expect(await response.text(), path).toMatch(
        rendered ? /<div id="root">(<link rel="preload" [^>]*>)*<div class="shell">/ : /<div id="root"><\/div>/,
      );
    }
  });

  it('renders a public page once and answers the kept page after, the same to the byte', async () => {
    // Kept under what the page was rendered from (the legal pages: the operator's settings), which holds no moment.
    for (const path of ['/', '/privacy-policy']) {
      const first = await (await get(path)).text();
      expect(await (await get(path)).text(), path).toBe(first);
    }
  });

  it('answers the app with status 404 for unknown paths', async () => {
    const response = await get('/this/does/not/exist');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  it('caches hashed assets for a year and sends text compressed as the client prefers, Brotli smallest', async () => {
    // The app shell names its entry script (a server-rendered page starts it after its first paint).
    const html = await (await get('/index.html')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const sent: Record<string, { length: number; text: string }> = {};
    for (const [accepted, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await get(script!, { 'Accept-Encoding': accepted });
      expect(response.status, accepted).toBe(200);
      expect(response.headers.get('cache-control'), accepted).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-encoding'), accepted).toBe(encoding);
      expect(response.headers.get('vary'), accepted).toContain('Accept-Encoding');
      // fetch undoes the coding: each is the same script.
      sent[accepted] = { length: Number(response.headers.get('content-length')), text: await response.text() };
    }
    expect(sent['identity']!.text.length).toBeGreaterThan(1000);
    expect(sent['br, gzip']!.text).toBe(sent['identity']!.text);
    expect(sent['gzip']!.text).toBe(sent['identity']!.text);
    expect(sent['br, gzip']!.length).toBeLessThan(sent['gzip']!.length);
    expect(sent['gzip']!.length).toBeLessThan(sent['identity']!.length / 2);
  });

  it('serves the manifest and service worker without long caching', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect((await manifest.json()).name).toBe('Nemesis Day');
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers the app’s 404 for folders and dot-files of the build', async () => {
    for (const path of ['/assets', '/assets/', '/.env', '/..%2f..%2fpackage.json']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Page Not Found');
    }
  });

  it('serves no source maps, and the service worker points to none', async () => {
    const html = await (await get('/index.html')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    for (const path of [`${script}.map`, '/sw.js.map', '/.vite/manifest.json']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Page Not Found');
    }
    expect(await (await get('/sw.js')).text()).not.toContain('sourceMappingURL');
  });

  it('answers an unknown method with 405 in the error body', async () => {
    const response = await fetch(`${server.url}/api/v1/site`, { method: 'PROPFIND' });
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ error: 'METHOD_NOT_ALLOWED' });
  });

  it('does not serve files outside the build', async () => {
    const response = await fetch(`${server.url}/..%2f..%2fpackage.json`);
    expect(await response.text()).not.toContain('"nemesis-day"');
  });
});
