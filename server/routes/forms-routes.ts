import Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { AuthState } from '../http/authenticate.ts';
import { clientAddress } from '../http/client-address.ts';
import { validate } from '../http/validate.ts';
import type { AppreciationService } from '../services/appreciation-service.ts';
import type { ContactService } from '../services/contact-service.ts';
import type { StopList } from '../services/stop-list.ts';

/** The public forms (Send a Nemesis Note, Contact) and the stop link of a Nemesis Note, open to anyone. */
export function formsRoutes(deps: { appreciation: AppreciationService; contact: ContactService; stopList: StopList }): Router<AuthState> {
  const { appreciation, contact, stopList } = deps;
  const router = new Router<AuthState>();

  router.post(endpoints.sendNemesisNote.path, async (ctx) => {
    ctx.body = await appreciation.send(validate(ctx, endpoints.sendNemesisNote).body, clientAddress(ctx));
  });

  router.post(endpoints.contact.path, async (ctx) => {
    ctx.body = await contact.submit(validate(ctx, endpoints.contact).body, clientAddress(ctx));
  });

  router.get(endpoints.stopStatus.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await stopList.status(validate(ctx, endpoints.stopStatus).query.token);
  });

  router.post(endpoints.stop.path, async (ctx) => {
    ctx.body = await stopList.stop(validate(ctx, endpoints.stop).body.token);
  });

  router.post(endpoints.resume.path, async (ctx) => {
    ctx.body = await stopList.resume(validate(ctx, endpoints.resume).body.token);
  });

  // RFC 8058: the mail provider POSTs `List-Unsubscribe=One-Click` to the URL of the List-Unsubscribe
  // header; the signed token in that URL is the proof, so the body is not needed (nor read).
  router.post(endpoints.oneClickStop.path, async (ctx) => {
    ctx.body = await stopList.stop(validate(ctx, endpoints.oneClickStop).query.token);
  });

  return router;
}
