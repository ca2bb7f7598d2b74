import Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { CachePolicy, Route } from '#contract/api/endpoint.ts';
import type { AccessCheck, PrincipalFor } from './access-check.ts';
import type { AuthState } from './authenticate.ts';
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

/** What a route's handler is given: the request's parts checked by their schemas, and the caller its access lets through. */
type RouteRequest<R extends Route> = ValidRequest<R> & { principal: PrincipalFor<R['access']> };

/** Answers one request of a route, once it has been let through and checked. */
type RouteHandler<R extends Route> = (ctx: RouteContext, request: RouteRequest<R>) => Promise<void> | void;

/** What a few routes add to their declaration. */
interface RouteOptions {
  /** The code a request failing its schemas is refused with: INVALID_INPUT unless the route (or the failing field) has its own. */
  invalidCode?: InvalidCode;
  /** Runs when the route's access refuses the caller, just before the refusal is answered. */
  onRefused?: (ctx: RouteContext) => void;
}

/** A router of the contract's routes and the function that adds one to it. */
export interface EndpointRouter {
  router: Router<AuthState>;
  route<R extends Route>(declared: R, handler: RouteHandler<R>, options?: RouteOptions): void;
}

/**
 * A router whose routes are registered from their contract declaration. Each request gets the route's
 * Cache-Control, then is let through its access (else refused before anything is read), then has
 * its parameters, query and body checked by their schemas (400), and only then reaches the handler.
 */
export function endpointRouter(access: AccessCheck): EndpointRouter {
  const router = new Router<AuthState>();
  return {
    router,
    route<R extends Route>(declared: R, handler: RouteHandler<R>, options: RouteOptions = {}) {
      const header = cacheControl[declared.cache];
      router.register(declared.path, [declared.method], async (ctx: RouteContext) => {
        if (header) ctx.set('Cache-Control', header);
        try {
          const principal = await access<R['access']>(ctx.state.principal, declared.access).catch((refusal: unknown) => {
            options.onRefused?.(ctx);
            throw refusal;
          });
          await handler(ctx, { ...validate(ctx, declared, options.invalidCode), principal });
        } catch (error) {
          // A failure is never for sharing: no cache may hand it out for a day in place of the image.
          if (declared.cache === 'immutable') ctx.remove('Cache-Control');
          throw error;
        }
      });
    },
  };
}
