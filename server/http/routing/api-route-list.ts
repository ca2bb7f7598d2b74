import type Router from '@koa/router';

/** A route a router answers: its method and its path as declared (`:name` for a parameter). */
export interface ApiRoute {
  method: string;
  path: string;
}

/** The routes a router answers, each method apart (HEAD aside: the router answers it for every GET). */
export function apiRouteList(router: Pick<Router, 'stack'>): ApiRoute[] {
  return router.stack.flatMap((layer) =>
    layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: String(layer.path) })),
  );
}
