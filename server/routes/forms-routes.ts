import type Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { AuthState } from '../http/middleware/authenticate.ts';
import { clientAddress } from '../http/routing/client-address.ts';
import { endpointRouter } from '../http/routing/endpoint-router.ts';
import type { RouterSetup } from '../http/routing/endpoint-router.ts';
import type { AppreciationService } from '../services/notes/appreciation-service.ts';
import type { ScheduledNotes } from '../services/notes/scheduled-note-service.ts';
import type { ContactService } from '../services/forms/contact-service.ts';
import type { StopList } from '../services/forms/stop-list.ts';

/** The public forms (Send a Nemesis Note, Contact) and the stop link of a Nemesis Note, open to anyone. */
export function formsRoutes(deps: {
  routing: RouterSetup;
  appreciation: AppreciationService;
  contact: ContactService;
  stopList: StopList;
  scheduledNotes: ScheduledNotes;
}): Router<AuthState> {
  const { appreciation, contact, stopList, scheduledNotes } = deps;
  const { router, route } = endpointRouter(deps.routing);

  route(endpoints.sendNemesisNote, ({ body, ctx }) => appreciation.send(body, clientAddress(ctx)));

  route(endpoints.scheduledNote, ({ query }) => scheduledNotes.status(query.token));

  route(endpoints.cancelScheduledNote, ({ body }) => scheduledNotes.cancel(body.token));

  route(endpoints.contact, ({ body, ctx }) => contact.submit(body, clientAddress(ctx)));

  route(endpoints.stopStatus, ({ query }) => stopList.status(query.token));

  route(endpoints.stop, ({ body }) => stopList.stop(body.token));

  route(endpoints.resume, ({ body }) => stopList.resume(body.token));

  // RFC 8058: the mail provider POSTs `List-Unsubscribe=One-Click` to the URL of the List-Unsubscribe
  // header; the signed token in that URL is the proof, so the body is not needed (nor read).
  route(endpoints.oneClickStop, ({ query }) => stopList.stop(query.token));

  return router;
}
