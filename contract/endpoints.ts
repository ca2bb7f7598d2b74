import { adminEndpoints } from './admin/admin-endpoints.ts';
import { authEndpoints } from './auth/auth-endpoints.ts';
import { formsEndpoints } from './forms/forms-endpoints.ts';
import { noteEndpoints } from './notes/note-endpoints.ts';
import { siteEndpoints } from './site/site-endpoints.ts';

/** Every API endpoint, by name, shared by the server's router and the clients (each domain keeps its own list). */
export const endpoints = { ...siteEndpoints, ...authEndpoints, ...noteEndpoints, ...formsEndpoints, ...adminEndpoints };
