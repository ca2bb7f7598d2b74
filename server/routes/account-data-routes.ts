import type Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { AnswerFirst } from '../http/routing/answer-first.ts';
import type { AuthState } from '../http/middleware/authenticate.ts';
import { clientAddress } from '../http/routing/client-address.ts';
import type { DeviceCookie } from '../http/cookies/device-cookie.ts';
import { endpointRouter } from '../http/routing/endpoint-router.ts';
import type { RouterSetup } from '../http/routing/endpoint-router.ts';
import type { AccountExporter } from '../services/auth/account-exporter.ts';
import type { EmailChange } from '../services/auth/email-change.ts';

/** The account's own data under /api/v1/auth/account: changing its e-mail address, and Download My Data. */
export function accountDataRoutes(deps: {
  routing: RouterSetup;
  emailChange: EmailChange;
  exporter: AccountExporter;
  device: DeviceCookie;
  /** Work a request leaves for after its answer (the new address's code, or a notice to it). */
  afterAnswer: AnswerFirst['afterAnswer'];
}): Router<AuthState> {
  const { emailChange, exporter, device, afterAnswer } = deps;
  const { router, route } = endpointRouter(deps.routing);

  route(endpoints.changeEmail, ({ body, principal, ctx }) =>
    emailChange.start(principal, body, device.client(ctx), afterAnswer(ctx.res)),
  );

  route(endpoints.confirmEmailChange, ({ body, principal, ctx }) =>
    emailChange.confirm(principal, body.code, clientAddress(ctx)),
  );

  route(endpoints.exportAccount, ({ principal }) => exporter.export(principal));

  return router;
}
