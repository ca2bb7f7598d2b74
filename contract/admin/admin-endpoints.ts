import type { Endpoint } from '../api/endpoint.ts';
import { okResponse } from '../api/endpoint.ts';
import {
  activatePromptRequest,
  configQuery,
  configResponse,
  createPromptRequest,
  createUserRequest,
  createUserResponse,
  modelsQuery,
  modelsResponse,
  pageQuery,
  promptParams,
  promptVersion,
  promptsResponse,
  putConfigRequest,
  putModelRequest,
  sampleRoastResponse,
  testModelRequest,
  tryPromptRequest,
  userDetailsResponse,
  userParams,
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

const user = { params: userParams, response: okResponse, retry: 'admin' } as const;

/**
 * The admin API (spec §7, under /api/admin): config, models, prompts, users, and beyond the spec the
 * mail outbox, health, the public forms' messages and the audit log. Admin only.
 */
export const adminEndpoints = {
  adminConfig: { method: 'GET', path: '/api/admin/config', query: configQuery, response: configResponse, retry: 'admin' },
  adminPutConfig: { method: 'PUT', path: '/api/admin/config', body: putConfigRequest, response: okResponse, retry: 'admin' },
  adminModels: { method: 'GET', path: '/api/admin/bedrock/models', query: modelsQuery, response: modelsResponse, retry: 'admin' },
  adminPutModel: { method: 'PUT', path: '/api/admin/bedrock/model', body: putModelRequest, response: okResponse, retry: 'admin' },
  // Sample roasts, answered like the roast endpoints (Server-Sent Events when asked for them).
  adminTestModel: { method: 'POST', path: '/api/admin/bedrock/test', body: testModelRequest, response: sampleRoastResponse, retry: 'generation' },
  adminPrompts: { method: 'GET', path: '/api/admin/prompts', response: promptsResponse, retry: 'admin' },
  // A save makes a version each time it is made: never retried.
  adminCreatePrompt: { method: 'POST', path: '/api/admin/prompts', body: createPromptRequest, response: promptVersion, retry: 'once' },
  adminActivatePrompt: { method: 'PUT', path: '/api/admin/prompts/:promptId/activate', params: promptParams, body: activatePromptRequest, response: okResponse, retry: 'admin' },
  adminTryPrompt: { method: 'POST', path: '/api/admin/prompts/try', body: tryPromptRequest, response: sampleRoastResponse, retry: 'generation' },
  adminUsers: { method: 'GET', path: '/api/admin/users', query: pageQuery, response: usersResponse, retry: 'admin' },
  adminUser: { method: 'GET', path: '/api/admin/users/:id', params: userParams, response: userDetailsResponse, retry: 'admin' },
  adminCreateUser: { method: 'POST', path: '/api/admin/users', body: createUserRequest, response: createUserResponse, retry: 'once' },
  adminDisableUser: { method: 'POST', path: '/api/admin/users/:id/disable', ...user },
  adminEnableUser: { method: 'POST', path: '/api/admin/users/:id/enable', ...user },
  adminRequirePasswordReset: { method: 'POST', path: '/api/admin/users/:id/require-password-reset', ...user },
  adminGrantAdmin: { method: 'POST', path: '/api/admin/users/:id/grant-admin', ...user },
  adminRevokeAdmin: { method: 'POST', path: '/api/admin/users/:id/revoke-admin', ...user },
  adminMail: { method: 'GET', path: '/api/admin/mail', query: pageQuery, response: mailListResponse, retry: 'admin' },
  adminMailItem: { method: 'GET', path: '/api/admin/mail/:id', params: mailParams, response: mailDetailsResponse, retry: 'admin' },
  // Asked once, like the public health check: callers want the answer of the moment.
  adminHealth: { method: 'GET', path: '/api/admin/health', response: adminHealthResponse, retry: 'once' },
  adminContactMessages: { method: 'GET', path: '/api/admin/messages/contact', query: pageQuery, response: contactListResponse, retry: 'admin' },
  adminAppreciationNotes: { method: 'GET', path: '/api/admin/messages/appreciation', query: pageQuery, response: appreciationListResponse, retry: 'admin' },
  adminAudit: { method: 'GET', path: '/api/admin/audit', query: pageQuery, response: auditListResponse, retry: 'admin' },
} as const satisfies Record<string, Endpoint>;
