import { expect } from 'vitest';
import type { z } from 'zod';
import { adminMessages } from '#contract/admin/admin-messages.ts';
import type { CallOptions } from '#contract/api/api-client.ts';
import type { Endpoint } from '#contract/api/endpoint.ts';
import type { AdminClients } from './admin-clients.ts';
import { failureOf } from './failure-of.ts';

/**
 * The admin matrix of one call: refused 401 ADMIN_UNAUTHORIZED to nobody and 403 ADMIN_FORBIDDEN to a
 * signed-in user, answered to an admin's session and to their bearer token (with `bearerOptions` when
 * the same call cannot be made twice). Resolves with the bearer's answer.
 */
export async function expectAdminOnly<E extends Endpoint>(
  clients: AdminClients,
  endpoint: E,
  options: CallOptions<E> = {},
  bearerOptions: CallOptions<E> = options,
): Promise<z.infer<E['response']>> {
  expect(await failureOf(clients.anonymous.call(endpoint, options))).toMatchObject({
    status: 401,
    code: 'ADMIN_UNAUTHORIZED',
    serverMessage: adminMessages.unauthorized,
  });
  expect(await failureOf(clients.user.call(endpoint, options))).toMatchObject({
    status: 403,
    code: 'ADMIN_FORBIDDEN',
    serverMessage: adminMessages.forbidden,
  });
  await clients.admin.call(endpoint, options);
  return clients.bearer.call(endpoint, bearerOptions);
}
