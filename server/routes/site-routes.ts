import type Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import { calendarFileName } from '#contract/site/calendar-paths.ts';
import { calendarRoutes } from '#contract/site/calendar-routes.ts';
import { nemesisDayCalendar } from '../calendar/nemesis-day-calendar.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { AuthState } from '../http/middleware/authenticate.ts';
import { endpointRouter } from '../http/routing/endpoint-router.ts';
import type { RouterSetup } from '../http/routing/endpoint-router.ts';
import { siteInfo } from '../services/operations/site-info.ts';

/**
 * GET site info: legal contact, legal effective date (today unless set), coffee link and password rules;
 * and Nemesis Day as a calendar file.
 */
export function siteRoutes(routing: RouterSetup, config: Config, clock: Clock): Router<AuthState> {
  const { router, route, routeRaw } = endpointRouter(routing);
  route(endpoints.siteInfo, () => siteInfo(config, clock));
  routeRaw(calendarRoutes.nemesisDayCalendar, ({ ctx }) => {
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.attachment(calendarFileName);
    ctx.body = nemesisDayCalendar(config.publicBaseUrl, clock.now());
  });
  return router;
}
