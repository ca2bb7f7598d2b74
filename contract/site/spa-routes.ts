/**
 * The web app's routes (spec §2 route table) as patterns: `:name` is one path segment, a trailing
 * `*` any rest. The server answers index.html with 200 for these and with 404 for any other path.
 */
export const spaRoutes = {
  home: '/',
  famousNemesises: '/famous-nemesises',
  faq: '/faq',
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/terms-of-use',
  adminUnauthorized: '/admin/unauthorized',
  /** The admin panel and its sections (the panel's own router picks the section). */
  admin: '/admin/*',
  login: '/login',
  signUp: '/login/sign-up',
  account: '/account',
  debugAuth: '/debug-auth',
  createNote: '/create-nemesis-note',
  sendNemesisNote: '/send-nemesis-note',
  contact: '/contact',
  /** Where a Nemesis Note's stop link lands (`/stop?token=…`): the page confirms the stop through the API. */
  stop: '/stop',
  /** Where the cancel link of a Nemesis Note held for Nemesis Day lands (`/send-nemesis-note/cancel?token=…`). */
  cancelScheduledNote: '/send-nemesis-note/cancel',
  /** Where a signed-in user approves a `nemesis login --web` (device login). */
  device: '/device',
  note: '/notes/:shortUuid',
  noteWithVanity: '/notes/:shortUuid/:vanityUrl',
} as const;

/** The admin panel's home, its Overview (spec §2). */
export const adminHome = '/admin';

/** Whether a path is one of the app's routes. */
export function isSpaRoute(path: string): boolean {
  const segments = splitPath(path);
  return Object.values(spaRoutes).some((pattern) => matchesPattern(splitPath(pattern), segments));
}

function matchesPattern(pattern: string[], segments: string[]): boolean {
  if (pattern.at(-1) === '*') {
    const fixed = pattern.slice(0, -1);
    return segments.length >= fixed.length && fixed.every((part, i) => segmentMatches(part, segments[i]!));
  }
  return pattern.length === segments.length && pattern.every((part, i) => segmentMatches(part, segments[i]!));
}

function segmentMatches(part: string, segment: string): boolean {
  return part.startsWith(':') ? segment.length > 0 : part === segment;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}
