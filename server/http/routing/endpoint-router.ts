import Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import { z } from 'zod';
import type { CachePolicy, Endpoint, Route } from '#contract/api/endpoint.ts';
import type { AccessCheck, PrincipalFor } from './access-check.ts';
import type { AuthState } from '../middleware/authenticate.ts';
import { validate } from './validate.ts';
import type { InvalidCode, ValidRequest } from './validate.ts';

/** The Cache-Control header of each caching policy (none for the default). */
const cacheControl = {
  default: undefined,
  'no-store': 'no-store',
  revalidate: 'private, no-cache',
  immutable: 'public, max-age=86400, immutable',
} as const satisfies Record<CachePolicy, string | undefined>;

/** The context a route's handler runs in. */
type RouteContext = RouterContext<AuthState>;

/** What a route's handler is given: the request's parts checked by their schemas, the caller its access lets through, and the context (for cookies and headers). */
type RouteRequest<R extends Route> = ValidRequest<R> & { principal: PrincipalFor<R['access']>; ctx: RouteContext };

/** What a JSON route answers: what its response schema accepts, as the client parses it with that schema. */
type Answer<E extends Endpoint> = z.input<E['response']>;

/** Answers one request of a JSON route, once it has been let through and checked: it returns the answer, the router writes it. */
type JsonHandler<E extends Endpoint> = (request: RouteRequest<E>) => Promise<Answer<E>> | Answer<E>;

/** Writes a JSON answer as a JSON route's is written (checked, with the declared status); for a raw route that declares a response. */
type WriteAnswer<R extends Route> = R extends Endpoint ? (answer: Answer<R>) => void : never;

/** Answers one request of a raw route by writing the answer on the context itself, or as JSON through `answer`. */
type RawHandler<R extends Route> = (request: RouteRequest<R> & { answer: WriteAnswer<R> }) => Promise<void> | void;

/** The answer of a write that returns nothing else (the contract's okResponse): a constant, as a literal `{ ok: true }` a handler returns is widened to boolean. */
export const ok = { ok: true } as const;

/**
 * A route that writes its own answer: a page, an image or a redirect (a route without a response
 * schema), or a generation, which may answer as a stream of its declared events.
 */
type RawRoute = (Route & { response?: never }) | (Endpoint & { events: z.ZodType });

/** What a few routes add to their declaration. */
interface RouteOptions {
  /** The code a request failing its schemas is refused with: INVALID_INPUT unless the route (or the failing field) has its own. */
  invalidCode?: InvalidCode;
  /** Runs when the route's access refuses the caller, just before the refusal is answered. */
  onRefused?: (ctx: RouteContext) => void;
}

/** What a JSON route may add: the status of an answer that is not a success, such as health's 503 while degraded. */
interface JsonRouteOptions<E extends Endpoint> extends RouteOptions {
  statusOf?: (answer: Answer<E>) => number;
}

/** What every router is made with: the access policies, and whether answers are checked against their schemas (tests and development). */
export interface RouterSetup {
  access: AccessCheck;
  checkAnswers: boolean;
}

/** A router of the contract's routes and the functions that add one to it. */
export interface EndpointRouter {
  router: Router<AuthState>;
  /** Adds a JSON endpoint: its handler returns the answer, written with the declared status (200 unless it declares 201). */
  route<E extends Endpoint>(
    declared: E,
    handler: JsonHandler<NoInfer<E>>,
    options?: JsonRouteOptions<NoInfer<E>>,
  ): void;
  /** Adds a route whose handler writes its answer itself (status, type, body). */
  routeRaw<R extends RawRoute>(declared: R, handler: RawHandler<R>, options?: RouteOptions): void;
}

/**
 * A router whose routes are registered from their contract declaration. Each request gets the route's
 * Cache-Control, then is let through its access (else refused before anything is read), then has
 * its parameters, query and body checked by their schemas (400), and only then reaches the handler.
 * With `checkAnswers`, a JSON answer that its response schema refuses fails the request (500, logged).
 */
export function endpointRouter({ access, checkAnswers }: RouterSetup): EndpointRouter {
  const router = new Router<AuthState>();
  const writeAnswer = <E extends Endpoint>(ctx: RouteContext, declared: E, answer: Answer<E>, status?: number) => {
    // Serialized here, once: given an object, Koa would serialize it again for its length (which compression
    // reads). The check reads what the client will parse, the same text.
    const text = answer === undefined ? undefined : JSON.stringify(answer);
    if (checkAnswers) checkAnswer(declared, text);
    ctx.status = status ?? declared.status ?? 200;
    ctx.body = text;
    if (text !== undefined) ctx.type = 'application/json';
  };
  const register = <R extends Route>(declared: R, handler: RawHandler<R>, options: RouteOptions) => {
    const header = cacheControl[declared.cache];
    router.register(declared.path, [declared.method], async (ctx: RouteContext) => {
      if (header) ctx.set('Cache-Control', header);
      try {
        const principal = await access<R['access']>(ctx.state.principal, declared.access).catch((refusal: unknown) => {
          options.onRefused?.(ctx);
          throw refusal;
        });
        const answer = ((value: Answer<Endpoint>) =>
          writeAnswer(ctx, declared as Route as Endpoint, value)) as WriteAnswer<R>;
        await handler({ ...validate(ctx, declared, options.invalidCode), principal, ctx, answer });
      } catch (error) {
        // A failure is never for sharing: no cache may hand it out for a day in place of the image.
        if (declared.cache === 'immutable') ctx.remove('Cache-Control');
        throw error;
      }
    });
  };
  return {
    router,
    route<E extends Endpoint>(
      declared: E,
      handler: JsonHandler<NoInfer<E>>,
      options: JsonRouteOptions<NoInfer<E>> = {},
    ) {
      register(
        declared,
        async (request) => {
          const answer = await handler(request);
          writeAnswer(request.ctx, declared, answer, options.statusOf?.(answer));
        },
        options,
      );
    },
    routeRaw<R extends RawRoute>(declared: R, handler: RawHandler<R>, options: RouteOptions = {}) {
      register(declared, handler, options);
    },
  };
}

/** Throws when an answer (as the JSON text sent) is not what its endpoint declares, so a service's changed shape fails at the server rather than in a client's parse. */
function checkAnswer(declared: Endpoint, text: string | undefined): void {
  // The client parses the answer as JSON: dates become strings and undefined fields go.
  const result = declared.response.safeParse(text === undefined ? undefined : JSON.parse(text));
  if (!result.success)
    throw new Error(
      `The answer of ${declared.method} ${declared.path} does not match its response schema:\n${z.prettifyError(result.error)}`,
    );
}
