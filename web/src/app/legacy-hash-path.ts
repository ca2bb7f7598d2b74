// The routes of the old hash-based app (`/#/faq`, `/#account`); any other hash is an in-page anchor.
const legacyRoutes = [
  'famous-nemesises',
  'send-nemesis-note',
  'faq',
  'contact',
  'account',
  'login',
  'create-nemesis-note',
  'privacy-policy',
  'terms-of-use',
  'debug-auth',
  'admin',
];

/**
 * The path a legacy hash URL stands for (`#/notes/abc12` -> `/notes/abc12`, `#account` -> `/account`),
 * or null when the hash is not a legacy route.
 */
export function legacyHashPath(hash: string): string | null {
  const route = hash.replace(/^#\/?/, '');
  if (route.startsWith('notes/')) return `/${route}`;
  const [first = ''] = route.split(/[/?]/, 1);
  return legacyRoutes.includes(first) ? `/${route}` : null;
}
