import { z } from 'zod';
import { adminEndpoints } from '../admin/admin-endpoints.ts';
import { accountDataEndpoints } from '../auth/account-data.ts';
import { authEndpoints } from '../auth/auth-endpoints.ts';
import { deviceLoginEndpoints } from '../auth/device-login.ts';
import { mfaEndpoints } from '../auth/mfa-endpoints.ts';
import { sessionEndpoints } from '../auth/session-endpoints.ts';
import { socialEndpoints, socialNavigations } from '../auth/social-endpoints.ts';
import { formsEndpoints, oneClickStopPath } from '../forms/forms-endpoints.ts';
import { moderationEndpoints } from '../moderation/moderation-endpoints.ts';
import { noteCardRoute, noteEndpoints } from '../notes/note-endpoints.ts';
import { noteSealEndpoints } from '../notes/note-seal-endpoints.ts';
import { noteSharingEndpoints } from '../notes/note-sharing.ts';
import { reactionEndpoints } from '../notes/reaction-endpoints.ts';
import { apiDescriptionEndpoints } from '../site/api-docs-routes.ts';
import { calendarRoutes } from '../site/calendar-routes.ts';
import { siteEndpoints } from '../site/site-endpoints.ts';
import type { Endpoint, Route } from './endpoint.ts';
import {
  errorBodySchema,
  errorResponseComponents,
  errorResponses,
  securityOf,
  securitySchemes,
} from './openapi-responses.ts';
import type { OpenApiObject } from './openapi-responses.ts';

/** What a group's routes answer: JSON (an endpoint's response schema), a redirect, a PNG image or an iCalendar file. */
type Answer = 'json' | 'redirect' | 'png' | 'calendar';

/** The routes of one area of the API, under one tag. */
interface RouteGroup {
  tag: string;
  routes: Record<string, Route | Endpoint>;
  answers?: Answer;
}

/** Every route the server answers under /api but its reference page (apiDocsPages), by area. */
export const documentedGroups: RouteGroup[] = [
  { tag: 'Site', routes: { ...siteEndpoints, ...apiDescriptionEndpoints } },
  { tag: 'Auth', routes: { ...authEndpoints, ...accountDataEndpoints, ...mfaEndpoints } },
  { tag: 'Social sign-in', routes: socialEndpoints },
  { tag: 'Social sign-in pages', routes: socialNavigations, answers: 'redirect' },
  { tag: 'Sessions and devices', routes: { ...sessionEndpoints, ...deviceLoginEndpoints } },
  { tag: 'Notes', routes: { ...noteEndpoints, ...noteSealEndpoints, ...noteSharingEndpoints } },
  { tag: 'Note cards', routes: { noteCard: noteCardRoute }, answers: 'png' },
  { tag: 'Calendar', routes: calendarRoutes, answers: 'calendar' },
  { tag: 'Reactions and reports', routes: { ...reactionEndpoints, ...moderationEndpoints } },
  { tag: 'Forms', routes: formsEndpoints },
  { tag: 'Admin', routes: adminEndpoints },
];

/** Writes whose proof is a signed token in their URL, not the caller's session: no CSRF header. */
const csrfExempt = [oneClickStopPath];

/** A zod schema as JSON Schema (2020-12, OpenAPI 3.1's dialect): what a request may send, or what an answer holds. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): OpenApiObject {
  const { $schema: _dialect, ...converted } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return converted;
}

/** The path or query parameters a schema of an object declares. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): OpenApiObject[] {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as {
    properties?: Record<string, OpenApiObject>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema: property,
  }));
}

/** What a route answers when it succeeds. */
function successResponses(route: Route | Endpoint, answers: Answer): OpenApiObject {
  if (answers === 'redirect')
    return {
      302: {
        description: 'A redirect: to the provider, or back into the app',
        headers: { Location: { schema: { type: 'string' } } },
      },
    };
  if (answers === 'png') {
    const png = {
      description: 'The 1200x630 preview card',
      content: { 'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } } },
    };
    return { 200: png, 304: { description: 'Not modified (If-None-Match)' } };
  }
  if (answers === 'calendar')
    return {
      200: {
        description: 'An iCalendar file (RFC 5545)',
        content: { 'text/calendar': { schema: { type: 'string', contentMediaType: 'text/calendar' } } },
      },
    };
  const { response, status = 200, events } = route as Endpoint;
  const content: OpenApiObject = { 'application/json': { schema: jsonSchema(response, 'output') } };
  if (events) {
    content['text/event-stream'] = {
      schema: {
        type: 'string',
        // The events' own description (the contract's .describe()) says what they are.
        description: `When the request accepts \`text/event-stream\`: Server-Sent Events${events.description ? `, ${events.description}` : ''}. Each event is \`event: <name>\` and \`data: <JSON>\`, as x-events describes.`,
      },
      'x-events': jsonSchema(events, 'output'),
    };
  }
  return { [status]: { description: status === 201 ? 'Created' : 'Success', content } };
}

/** One operation of the document. */
function operation(name: string, route: Route | Endpoint, group: RouteGroup): OpenApiObject {
  return {
    operationId: name,
    tags: [group.tag],
    summary: summaryOf(name),
    ...((route.access === 'admin' || route.description) && {
      description: [route.access === 'admin' && 'Admins only.', route.description].filter(Boolean).join(' '),
    }),
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(route.body && {
      requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } },
    }),
    responses: { ...successResponses(route, group.answers ?? 'json'), ...errorResponses(route, csrfExempt) },
    security: securityOf(route, csrfExempt),
  };
}

/** An operation's title from its name in the contract: `adminCreateUser` is "Admin create user". */
function summaryOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An OpenAPI path from a route's (`:id` becomes `{id}`). */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The OpenAPI 3.1 document of the API, generated from the contract's routes; `version` is the product's. */
export function openApiDocument(version: string): OpenApiObject {
  const paths: Record<string, OpenApiObject> = {};
  for (const group of documentedGroups) {
    for (const [name, route] of Object.entries(group.routes)) {
      const path = (paths[openApiPath(route.path)] ??= {});
      path[route.method.toLowerCase()] = operation(name, route, group);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nemesis Day API',
      version,
      description:
        'The API of Nemesis Day: notes and their roasts, accounts and sign-in, and the admin API. Every failure answers the error body with a code of the catalogue. ' +
        'A browser calls it with its session cookie (and the X-Requested-With header on writes); scripts and the CLI with a personal access token.',
    },
    tags: documentedGroups.map(({ tag }) => ({ name: tag })),
    paths,
    components: { schemas: { ErrorBody: errorBodySchema }, responses: errorResponseComponents, securitySchemes },
  };
}
