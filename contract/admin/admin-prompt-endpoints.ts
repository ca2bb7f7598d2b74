import type { Endpoint } from '../api/endpoint.ts';
import { okResponse } from '../api/endpoint.ts';
import {
  activatePromptRequest,
  createPromptRequest,
  labRoastResponse,
  promptParams,
  promptVersion,
  promptsResponse,
  tryPromptRequest,
} from './admin-schemas.ts';
import { roastStreamEvent } from '../notes/note-schemas.ts';
import { promptVersionDetails, promptVersionParams, promptVersionsResponse } from './prompt-version-schemas.ts';

/**
 * The prompt templates (/api/admin/prompts): list them, read a prompt's versions or one version, save
 * a new version, try a draft, make a version the active one. Admin only.
 */
export const adminPromptEndpoints = {
  adminPrompts: {
    method: 'GET',
    path: '/api/admin/prompts',
    response: promptsResponse,
    retry: 'admin',
    access: 'admin',
    cache: 'no-store',
  },
  // One prompt's versions without their notes' counts: what a client reads before it changes the prompt.
  adminPromptVersions: {
    method: 'GET',
    path: '/api/admin/prompts/:promptId/versions',
    params: promptParams,
    response: promptVersionsResponse,
    retry: 'admin',
    access: 'admin',
    cache: 'no-store',
  },
  // One version read-only: its text, who saved it and when, and the notes it wrote.
  adminPromptVersion: {
    method: 'GET',
    path: '/api/admin/prompts/:promptId/versions/:version',
    params: promptVersionParams,
    response: promptVersionDetails,
    retry: 'admin',
    access: 'admin',
    cache: 'no-store',
  },
  // A save makes a version each time it is made: never retried.
  adminCreatePrompt: {
    method: 'POST',
    path: '/api/admin/prompts',
    body: createPromptRequest,
    response: promptVersion,
    retry: 'once',
    access: 'admin',
    cache: 'default',
  },
  // The roast a draft template would write with the active model, streamed; nothing is saved.
  adminTryPrompt: {
    method: 'POST',
    path: '/api/admin/prompts/try',
    body: tryPromptRequest,
    response: labRoastResponse,
    events: roastStreamEvent,
    retry: 'once',
    access: 'admin',
    cache: 'no-store',
  },
  adminActivatePrompt: {
    method: 'PUT',
    path: '/api/admin/prompts/:promptId/activate',
    params: promptParams,
    body: activatePromptRequest,
    response: okResponse,
    retry: 'admin',
    access: 'admin',
    cache: 'default',
  },
} as const satisfies Record<string, Endpoint>;
