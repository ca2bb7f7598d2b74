import Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { SiteInfoResponse } from '#contract/site/site-schemas.ts';
import type { Config } from '../config.ts';

/** GET site info: legal contact, legal effective date (today unless set), coffee link and password rules. */
export function siteRoutes(config: Config): Router {
  const router = new Router();
  router.get(endpoints.siteInfo.path, (ctx) => {
    const body: SiteInfoResponse = {
      legalContact: config.legalContact,
      legalEffectiveDate: config.legalEffectiveDate ?? new Date().toISOString().slice(0, 10),
      coffeeUrl: config.coffeeUrl ?? null,
      passwordPolicy: { minLength: config.passwordPolicy.minLength, rules: [...config.passwordPolicy.rules] },
      mfaMode: config.mfaMode,
    };
    ctx.body = body;
  });
  return router;
}
