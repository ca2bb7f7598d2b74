import type { Endpoint } from '../api/endpoint.ts';
import { okResponse } from '../api/endpoint.ts';
import {
  configQuery,
  configResponse,
  createUserRequest,
  createUserResponse,
  labRoastResponse,
  modelsQuery,
  modelsResponse,
  pageQuery,
  putConfigRequest,
  putModelRequest,
  userDetailsResponse,
  userParams,
  usersQuery,
  usersResponse,
} from './admin-schemas.ts';
import {
  adminHealthResponse,
  appreciationListResponse,
  auditListResponse,
  contactListResponse,
  mailDetailsResponse,
  mailListResponse,
  mailParams,
} from './admin-report-schemas.ts';
import { adminModerationEndpoints } from './admin-moderation-endpoints.ts';
import { adminPromptEndpoints } from './admin-prompt-endpoints.ts';
import { roastStreamEvent } from '../notes/note-schemas.ts';

/** Where the admin API lives under the origin. */
const adminApiPrefix = '/api/admin';

/** Whether a path is the admin API's (its refusals carry the ADMIN_ codes). */
export function isAdminApiPath(path: string): boolean {
  return path === adminApiPrefix || path.startsWith(`${adminApiPrefix}/`);
}

const user = { params: userParams, response: okResponse, retry: 'admin' } as const;

/**
 * The admin API (spec §7, under /api/admin): config, models, prompts, users, and beyond the spec the
 * mail outbox, health, the public forms' messages, the audit log and the review queue of reported notes. Admin only.
 */
export const adminEndpoints = {
  adminConfig: {
    method: 'GET',
    path: '/api/admin/config',
    query: configQuery,
    response: configResponse,
    retry: 'admin',
    access: 'admin',
    cache: 'no-store',
  },
  adminPutConfig: {
    method: 'PUT',
    path: '/api/admin/config',
    body: putConfigRequest,
    response: okResponse,
    retry: 'admin',
    access: 'admin',
    cache: 'default',
  },
  adminModels: {
    method: 'GET',
    path: '/api/admin/bedrock/models',
    query: modelsQuery,
    response: modelsResponse,
    retry: 'admin',
    access: 'admin',
    cache: 'no-store',
  },
  adminPutModel: {
    method: 'PUT',
    path: '/api/admin/bedrock/model',
    body: putModelRequest,
    response: okResponse,
    retry: 'admin',
    access: 'admin',
    cache: 'default',
  },
  // A sample roast from a model with unsaved settings, streamed like the wizard's roasts; never retried (it costs a generation).
  adminTestModel: {
    method: 'POST',
    path: '/api/admin/bedrock/test',
    body: putModelRequest,
    response: labRoastResponse,
    events: roastStreamEvent,
    retry: 'once',
    access: 'admin',
    cache: 'no-store',
  },
  ...adminPromptEndpoints,
  adminUsers: {
    method: 'GET',
    path: '/api/admin/users',
    query: usersQuery,
    response: usersResponse,
    retry: 'admin',
    access: 'admin',
    cache: 'no-store',
  },
  adminUser: {
    method: 'GET',
    path: '/api/admin/users/:id',
    params: userParams,
    response: userDetailsResponse,
    retry: 'admin',
    access: 'admin',
    cache: 'no-store',
  },
  adminCreateUser: {
    method: 'POST',
    path: '/api/admin/users',
    body: createUserRequest,
    response: createUserResponse,
    retry: 'once',
    access: 'admin',
    cache: 'default',
  },
  adminDisableUser: {
    method: 'POST',
    path: '/api/admin/users/:id/disable',
    ...user,
    access: 'admin',
    cache: 'default',
  },
  adminEnableUser: { method: 'POST', path: '/api/admin/users/:id/enable', ...user, access: 'admin', cache: 'default' },
  adminRequirePasswordReset: {
    method: 'POST',
    path: '/api/admin/users/:id/require-password-reset',
    ...user,
    access: 'admin',
    cache: 'default',
  },
  adminGrantAdmin: {
    method: 'POST',
    path: '/api/admin/users/:id/grant-admin',
    ...user,
    access: 'admin',
    cache: 'default',
  },
  adminRevokeAdmin: {
    method: 'POST',
    path: '/api/admin/users/:id/revoke-admin',
    ...user,
    access: 'admin',
    cache: 'default',
  },
  // A lost phone: the user's authenticator app, e-mail codes, recovery codes and passkeys go; the password alone signs them in.
  adminResetSecondFactors: {
    method: 'POST',
    path: '/api/admin/users/:id/reset-second-factors',
    ...user,
    access: 'admin',
    cache: 'default',
  },
  adminMail: {
    method: 'GET',
    path: '/api/admin/mail',
    query: pageQuery,
    response: mailListResponse,
    retry: 'admin',
    access: 'admin',
    cache: 'no-store',
  },
  adminMailItem: {
    method: 'GET',
    path: '/api/admin/mail/:id',
    params: mailParams,
    response: mailDetailsResponse,
    retry: 'admin',
    access: 'admin',
    cache: 'no-store',
  },
  // Asked once, like the public health check: callers want the answer of the moment.
  adminHealth: {
    method: 'GET',
    path: '/api/admin/health',
    response: adminHealthResponse,
    retry: 'once',
    access: 'admin',
    cache: 'no-store',
  },
  adminContactMessages: {
    method: 'GET',
    path: '/api/admin/messages/contact',
    query: pageQuery,
    response: contactListResponse,
    retry: 'admin',
    access: 'admin',
    cache: 'no-store',
  },
  adminAppreciationNotes: {
    method: 'GET',
    path: '/api/admin/messages/appreciation',
    query: pageQuery,
    response: appreciationListResponse,
    retry: 'admin',
    access: 'admin',
    cache: 'no-store',
  },
  adminAudit: {
    method: 'GET',
    path: '/api/admin/audit',
    query: pageQuery,
    response: auditListResponse,
    retry: 'admin',
    access: 'admin',
    cache: 'no-store',
  },
  ...adminModerationEndpoints,
} as const satisfies Record<string, Endpoint>;
