import { beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { adminHome } from '#contract/site/spa-routes.ts';
import { metricsPath } from '../../server/http/middleware/metrics-endpoint.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { adminEnv } from '../support/admin-clients.ts';
import { expectedOf, fingerprint, letThrough, send, sent, valuesFor } from '../support/matrix-calls.ts';
import type { Answer } from '../support/matrix-calls.ts';
import { matrixWorld } from '../support/matrix-callers.ts';
import type { Caller, MatrixWorld } from '../support/matrix-callers.ts';
import { contractRoutes, invalidParts, requestOf } from '../support/matrix-routes.ts';
import type { MatrixRoute } from '../support/matrix-routes.ts';
import { testEngines } from '../support/test-database.ts';

// The authorization matrix: every route of the contract called by every kind of caller, live or not
// (issue 17: a forced password reset left sessions and tokens working). Each answer must be what the
// route's declared access says: a public route answers a caller the server takes for nobody as it
// answers the anonymous caller; any other route refuses whoever is not a live principal of its level.

describe.each(testEngines)('the authorization matrix on $engine', ({ engine, available }) => {
  const tag = `matrix-${engine}`;
  // Behind a trusted proxy, each caller comes from its own address: no per-address limit answers for another.
  const metricsToken = 'matrix-metrics-token';
  const parts = useAccountTestServer(engine, available, {
    ...adminEnv(tag),
    TRUST_PROXY: 'true',
    METRICS_TOKEN: metricsToken,
  });
  let world: MatrixWorld;
  beforeAll(async () => {
    if (available) world = await matrixWorld(parts, tag);
  }, 60_000);

  it.skipIf(!available)('walks every route the server registers, and each kind of caller', () => {
    const walked = contractRoutes.map(({ method, path }) => `${method} ${path}`).sort();
    expect(walked).toEqual(parts.server.apiRoutes.map(({ method, path }) => `${method} ${path}`).sort());
    expect(world.callers.length).toBeGreaterThanOrEqual(25);
  });

  it.skipIf(!available)(
    'sends inputs that pass each route’s schemas, so no 400 hides what access would let through',
    async () => {
      const invalid: string[] = [];
      for (const route of contractRoutes) {
        for (const caller of world.callers)
          invalid.push(...invalidParts(route, requestOf(route, await valuesFor(route, caller, world))));
      }
      expect(invalid).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'answers every route to every caller as the route’s access says',
    async () => {
      const problems: string[] = [];
      let requests = 0;
      const check = async (route: MatrixRoute, caller: Caller, index: number, anonymous?: Answer): Promise<Answer> => {
        const request = requestOf(route, await valuesFor(route, caller, world));
        const answer = await send(parts.server.url, route, caller, request, `10.7.${index}.1`);
        requests += 1;
        const expected = expectedOf(route, caller);
        const where = `${caller.name}: ${route.method} ${request.url} (${route.access})`;
        if ('refusal' in expected) {
          const { status, error, message } = answer;
          if (
            JSON.stringify({ status, error, message }) !==
            JSON.stringify({ ...expected.refusal, message: expected.refusal.message ?? message })
          )
            problems.push(
              `${where} answered ${JSON.stringify(answer)}, not the refusal ${JSON.stringify(expected.refusal)}`,
            );
        } else if (expected.as === 'anonymous') {
          if (fingerprint(answer) !== fingerprint(anonymous ?? answer))
            problems.push(
              `${where} answered ${fingerprint(answer)}, not as to anyone: ${fingerprint(anonymous ?? answer)}`,
            );
        } else if (!letThrough(answer)) problems.push(`${where} was not let through: ${JSON.stringify(answer)}`);
        return answer;
      };
      const [anonymousCaller, ...others] = world.callers;
      for (const route of contractRoutes) {
        // The anonymous caller's answer first: a public route answers everyone the server takes for nobody the same.
        const anonymous = await check(route, anonymousCaller!, 0);
        await Promise.all(
          others.map((caller, index) => (sent(route, caller) ? check(route, caller, index + 1, anonymous) : undefined)),
        );
      }
      expect(problems).toEqual([]);
      console.info(
        `authorization matrix on ${engine}: ${contractRoutes.length} routes × ${world.callers.length} callers, ${requests} requests`,
      );
      expect(requests).toBeGreaterThan(2000);
    },
    120_000,
  );

  it.skipIf(!available)(
    'keeps what lies beside the API from every caller: the metrics, the admin pages’ data, a hidden note',
    async () => {
      const hidden = await world.newNote();
      const [admin] = world.callers.filter(
        (caller) => caller.level === 'admin' && !caller.crossSite && caller.via === 'cookie',
      );
      const hide = await send(
        parts.server.url,
        { ...adminEndpoints.adminHideNote, name: 'adminHideNote' },
        admin!,
        {
          url: `/api/admin/moderation/notes/${hidden}/hide`,
          body: JSON.stringify({ reason: 'harassment', statement: 'matrix' }),
        },
        '10.8.0.1',
      );
      expect(hide.status).toBe(200);
      const problems: string[] = [];
      const get = (path: string, headers: Record<string, string>) =>
        fetch(parts.server.url + path, { headers, redirect: 'manual' });
      for (const caller of world.callers) {
        // The metrics answer their own bearer token only, never a session or a personal access token.
        const metrics = await get(metricsPath, caller.headers);
        if (metrics.status !== 401) problems.push(`${caller.name}: GET /metrics answered ${metrics.status}`);
        // The admin panel's pages are the same shell for everyone (their data comes from the admin API).
        for (const path of [adminHome, `/admin/users/${world.victimId}`, '/admin/mail']) {
          const page = await get(path, caller.headers);
          const html = await page.text();
          if (page.status !== 200 || html.includes(world.victimEmail) || html.includes('@example.test'))
            problems.push(`${caller.name}: GET ${path} answered ${page.status}, or with someone’s address`);
        }
        // A hidden note's card and page are gone for everyone, its author (the user's session and token) and the admins included.
        const card = await get(`/api/v1/nemesis-notes/${hidden}/card.png`, caller.headers);
        if (card.status !== (caller.deadBearer ? 401 : 410) || card.headers.get('content-type')?.startsWith('image/'))
          problems.push(`${caller.name}: the hidden note’s card answered ${card.status}`);
        const page = await (await get(`/notes/${hidden}`, caller.headers)).text();
        if (page.includes(`Rival ${hidden}`)) problems.push(`${caller.name}: the hidden note’s page shows it`);
      }
      expect(problems).toEqual([]);
      // What the checks look for is there when it may be: a shown note's page names it, and the metrics answer their token.
      const shown = await world.newNote();
      expect(await (await get(`/notes/${shown}`, {})).text()).toContain(`Rival ${shown}`);
      expect((await get(metricsPath, { Authorization: `Bearer ${metricsToken}` })).status).toBe(200);
    },
  );
});
