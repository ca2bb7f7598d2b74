/**
 * The API client with the contract's endpoints, loaded on first use: they bring zod and every
 * schema, which the app shell does not need to render (a first visit, signed out, calls nothing).
 */
export async function loadApi() {
  const [{ api }, { endpoints }] = await Promise.all([import('./api-client.ts'), import('#contract/endpoints.ts')]);
  return { api, endpoints };
}
