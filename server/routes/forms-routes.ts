import type Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { AccessCheck } from '../http/access-check.ts';
import type { AuthState } from '../http/authenticate.ts';
import { clientAddress } from '../http/client-address.ts';
import { endpointRouter } from '../http/endpoint-router.ts';
import type { AppreciationService } from '../services/appreciation-service.ts';
import type { ContactService } from '../services/contact-service.ts';
import type { StopList } from '../services/stop-list.ts';

/** The public forms (Send a Nemesis Note, Contact) and the stop link of a Nemesis Note, open to anyone. */
export function formsRoutes(deps: { access: AccessCheck; appreciation: AppreciationService; contact: ContactService; stopList: StopList }): Router<AuthState> {
  const { appreciation, contact, stopList } = deps;
  const { router, route } = endpointRouter(deps.access);

  route(endpoints.sendNemesisNote, async (ctx, { body }) => {
    ctx.body = await appreciation.send(body, clientAddress(ctx));
  });

  route(endpoints.contact, async (ctx, { body }) => {
    ctx.body = await contact.submit(body, clientAddress(ctx));
  });

  route(endpoints.stopStatus, async (ctx, { query }) => {
    ctx.body = await stopList.status(query.token);
  });

  route(endpoints.stop, async (ctx, { body }) => {
    ctx.body = await stopList.stop(body.token);
  });

  route(endpoints.resume, async (ctx, { body }) => {
    ctx.body = await stopList.resume(body.token);
  });

  // RFC 8058: the mail provider POSTs `List-Unsubscribe=One-Click` to the URL of the List-Unsubscribe
  // header; the signed token in that URL is the proof, so the body is not needed (nor read).
  route(endpoints.oneClickStop, async (ctx, { query }) => {
    ctx.body = await stopList.stop(query.token);
  });

  return router;
}
