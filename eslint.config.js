// `npm run lint`: typescript-eslint's recommended rules (syntax only, no type information, so it stays
// quick) and the import boundaries of ARCHITECTURE.md. no-restricted-imports reads an import as it is
// written, so each boundary covers both the `#contract/…` alias and relative paths; a relative path
// is matched by the folder its `../` steps reach, which is sound because no other folder in web/,
// cli/ or contract/ is named server, web, cli, pages or services, and server/ has only server/services
// and server/http/pages (which no web file reaches).
import { builtinModules } from 'node:module';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** A no-restricted-imports pattern: any import whose path matches `regex`, refused with `message`. */
const refuse = (regex, message) => ({ regex, message });

const noServer = refuse('^(\\.\\./)+server(/|$)', 'web/ and cli/ never import server/: share it through contract/.');
const nothingOfOurs = refuse(
  '^(\\.\\./)+(server|web|cli|bin|tests|bench)(/|$)',
  'contract/ imports nothing of ours but contract/.',
);
const noNode = refuse('^node:', 'contract/ runs in the browser too: no Node modules.');
const noPages = refuse(
  '^(\\.\\./)+pages(/|$)',
  'Only the app and pages import pages: pass what a component, hook or module below them needs as props or arguments, or move it down.',
);
const noApp = refuse(
  '^(\\.\\./)+app(/|$)',
  'Only main.tsx and pages reach the app shell: a component, hook or module below it takes what it needs as props or arguments.',
);
const noBareClient = refuse(
  '(^|/)api-client\\.ts$',
  "Pages call the server through a resource's queryOptions (useQuery, a loader) or useWrite (web/src/api/use-write.ts), not the bare API client.",
);
const noHandWrittenKey = {
  ...refuse(
    '(^|/)api/endpoint-key\\.ts$',
    "A page takes a query's key from its resource's queryOptions (endpointQuery, or the page's *-query.ts), not endpointKey.",
  ),
  importNames: ['endpointKey'],
};
// A query's key written out in a page: the key belongs to its resource's queryOptions, shared by the loader and the components.
const queryKeyLiteral =
  "CallExpression[callee.name=/^use(Infinite|Suspense)?Query$/] > ObjectExpression > Property[key.name='queryKey'], CallExpression[callee.property.name=/^(fetch|prefetch|ensure)(Infinite)?Query(Data)?$/] > ObjectExpression > Property[key.name='queryKey']";
// A call of the server in a page written anywhere but inside a write (useWrite's argument) or a query's fetcher
// (queryFn; a resource's *-query.ts is outside this rule): a function handed to a component or hook is no exception.
const untrackedCall =
  "CallExpression[callee.name=/^(callEndpoint|callLazily)$/]:not(CallExpression[callee.name='useWrite'] *, Property[key.name='queryFn'] *)";
const noServices = refuse(
  '^(\\.\\./)+services(/|$)',
  'Adapters do not import services: a service calls the adapter, through its interface.',
);

/**
 * The rules refusing imports that match `patterns`, static and dynamic (`import('…')`, which
 * no-restricted-imports does not see), plus Node's built-in modules by their bare names when `bareBuiltins`,
 * plus the named imports `paths` refuses, plus the `syntax` restrictions of the folder (no-restricted-syntax takes one list).
 */
const restrictImports = (patterns, bareBuiltins = false, paths = [], syntax = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns,
      paths: [...(bareBuiltins ? builtinModules.map((name) => ({ name, message: noNode.message })) : []), ...paths],
    },
  ],
  'no-restricted-syntax': [
    'error',
    ...patterns.map(({ regex, message }) => ({
      selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
      message,
    })),
    ...syntax,
  ],
});

// The server reads the time on the container's clock (server/clock.ts), so tests can move it to reach an expiry.
const wallClock =
  'Read the time on the clock (server/clock.ts, passed in from the container): tests move it to reach expiry paths without waiting.';
const noWallClock = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: wallClock },
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: wallClock },
];

// The globals only a browser page has; the contract also runs in Node (server, CLI).
const domOnly = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'history',
  'indexedDB',
].map((name) => ({
  name,
  message: 'contract/ runs in Node too: no DOM-only globals.',
}));

export default defineConfig(
  globalIgnores(['**/dist/', '**/dist-ssr/', '**/dist-server/', '**/coverage/', 'test-results/']),
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs}'],
    extends: [tseslint.configs.recommended],
    rules: {
      // `const { [key]: _dropped, ...rest } = value` is how the code leaves a property out.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // A migration sees the schema as it was then, not today's types: Kysely's own advice is Kysely<any>.
    files: ['server/db/migrations/**', 'server/db/migrate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // A rule set for overlapping folders replaces an earlier one, so each set lists all its folder's patterns.
  // The operator commands (cli/operator: serve, migrate, admin grant, mail --data-dir, backup, restore) run the server's own code beside the database.
  { files: ['web/**', 'cli/**'], ignores: ['cli/operator/**'], rules: restrictImports([noServer]) },
  // Server text reaches the terminal only through cli/ui/text.tsx, which shows its control characters as stand-ins.
  {
    files: ['cli/**'],
    ignores: ['cli/operator/**', 'cli/ui/text.tsx'],
    rules: restrictImports([noServer], false, [
      {
        name: 'ink',
        importNames: ['Text'],
        message: "Use Text from cli/ui/text.tsx: it shows a server's control characters as stand-ins.",
      },
    ]),
  },
  // Pages reach the server through the queries (one queryOptions per resource, with its key) and useWrite, never the bare API client.
  {
    files: ['web/src/pages/**'],
    ignores: ['web/src/pages/**/*-query.ts'],
    rules: restrictImports(
      [noServer, noBareClient, noHandWrittenKey],
      false,
      [],
      [
        {
          selector: queryKeyLiteral,
          message:
            "Take the query from its resource's queryOptions (key and fetcher), which the loader and the components share.",
        },
        {
          selector: untrackedCall,
          message:
            "Write a page's call of the server inside a write (useWrite's argument) or a query's fetcher (queryFn, or the resource's *-query.ts), which track its pending state and failure like every other call; a component that runs a call takes the write as a prop.",
        },
      ],
    ),
  },
  // Web's inner layers sit below the pages that use them.
  {
    files: ['web/src/{api,auth,components,format,hooks,offline}/**'],
    rules: restrictImports([noServer, noPages, noApp]),
  },
  {
    files: ['contract/**'],
    rules: { ...restrictImports([nothingOfOurs, noNode], true), 'no-restricted-globals': ['error', ...domOnly] },
  },
  {
    files: ['server/**'],
    ignores: ['server/clock.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noWallClock] },
  },
  { files: ['server/{ai,auth,db,forms,mail,og}/**'], rules: restrictImports([noServices], false, [], noWallClock) },
);
