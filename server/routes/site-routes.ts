import type Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { Config } from '../config.ts';
import type { AccessCheck } from '../http/access-check.ts';
import type { AuthState } from '../http/authenticate.ts';
import { endpointRouter } from '../http/endpoint-router.ts';
import { siteInfo } from '../services/site-info.ts';

/** GET site info: legal contact, legal effective date (today unless set), coffee link and password rules. */
export function siteRoutes(access: AccessCheck, config: Config): Router<AuthState> {
  const { router, route } = endpointRouter(access);
  route(endpoints.siteInfo, (ctx) => {
    ctx.body = siteInfo(config);
  });
  return router;
}
