import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { emailField } from '#contract/auth/auth-schemas.ts';
import { shippedPath } from '../../server/package-root.ts';
import { CliError, UsageError } from '../cli-error.ts';
import { startBanner } from './start-banner.ts';

// The one place the CLI touches server code: `serve`, `migrate`, `admin grant` and `mail --data-dir` run the server's own code, in this process
// (`admin grant` through the server's own service, so its write is checked and audited like the panel's).

/** Adds `nemesis serve` and `nemesis migrate`. */
export function addServerCommands(program: Command): void {
  program
    .command('serve')
    .description('start the web server (in a checkout of the repository, builds the web app first if it is missing)')
    .option('-p, --port <port>', 'port to listen on (env PORT, default 8787)')
    .option(
      '-d, --data-dir <dir>',
      'folder for the SQLite file and secrets (env DATA_DIR, default: your data folder, ~/.local/share/nemesis-day on Linux)',
    )
    .addHelpText('after', '\nExample:\n  $ nemesis serve --port 9000 --data-dir /var/lib/nemesis\n')
    .action(async (options: { port?: string; dataDir?: string }) => {
      const config = await loadConfigWith(options);
      if (!existsSync(path.join(config.webDistDir, 'index.html'))) await buildWebApp(config.webDistDir);
      const { startServer } = await import('../../server/main.ts');
      const running = await startServer(config);
      // At once, before anything else is awaited: a stop sent as soon as the server answers must stop it cleanly.
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        process.once(signal, () => void running.stop().then(() => process.exit(0)));
      }
      const { perUserDataDir } = await import('../../server/config.ts');
      process.stdout.write(
        startBanner({
          url: running.url,
          publicBaseUrl: config.publicBaseUrl,
          port: config.port,
          adminNamed: running.adminNamed,
          customDataDir: config.dataDir === perUserDataDir(process.env) ? undefined : config.dataDir,
          postgres: config.databaseUrl !== undefined,
          smtp: config.smtpUrl !== undefined,
          // A checkout of the repository (its sources beside it) runs the command through npx, as the README says.
          command: existsSync(shippedPath('cli', 'main.ts')) ? 'npx nemesis' : 'nemesis',
        }),
      );
    });

  program
    .command('migrate')
    .description('apply database migrations and exit')
    .option(
      '-d, --data-dir <dir>',
      'folder for the SQLite file (env DATA_DIR, default: your data folder, ~/.local/share/nemesis-day on Linux)',
    )
    .addHelpText('after', '\nExample:\n  $ nemesis migrate --data-dir /var/lib/nemesis\n')
    .action(async (options: { dataDir?: string }) => {
      const config = await loadConfigWith(options);
      const { openDatabase } = await import('../../server/db/database.ts');
      const { migrateToLatest } = await import('../../server/db/migrate.ts');
      const database = openDatabase(config);
      try {
        const applied = await migrateToLatest(database.db);
        console.log(
          applied.length ? `Applied: ${applied.join(', ')}` : `Database is up to date (${database.location}).`,
        );
      } finally {
        await database.db.destroy();
      }
    });
}

/** Adds `nemesis admin grant <email>`: an operator command run beside the database, no server needed. */
export function addOperatorCommands(admin: Command): void {
  admin
    .command('grant <email>')
    .description(
      'make an e-mail an admin straight in the database (adds it to admin-users): for the first admin of a fresh install',
    )
    .option(
      '-d, --data-dir <dir>',
      'folder of the SQLite file (env DATA_DIR, default: your data folder, ~/.local/share/nemesis-day on Linux; DATABASE_URL for PostgreSQL)',
    )
    .addHelpText('after', '\nExample:\n  $ nemesis admin grant me@example.com --data-dir /var/lib/nemesis\n')
    .action(async (email: string, options: { dataDir?: string }) => {
      const address = emailField.safeParse(email);
      if (!address.success) throw new UsageError(`Not an e-mail address: ${email}`);
      const config = await loadConfigWith(options);
      const { openDatabase } = await import('../../server/db/database.ts');
      const { migrateToLatest } = await import('../../server/db/migrate.ts');
      const { createOperatorServices } = await import('../../server/container.ts');
      const { localCliActor } = await import('../../server/services/admin/audit-log.ts');
      const database = openDatabase(config);
      try {
        await migrateToLatest(database.db);
        const granted = await createOperatorServices({ config, database }).adminRights.grant(
          localCliActor,
          address.data,
        );
        const lowered = address.data.toLowerCase();
        console.log(
          `${lowered} ${granted ? 'is now' : 'was already'} an admin (admin-users in ${database.location}). It counts at once, no restart needed: sign up with this address if you have not, then run nemesis login.`,
        );
      } finally {
        await database.db.destroy();
      }
    });
}

/** `nemesis mail --data-dir`: a page of the outbox read straight from the database beside the server, each mail's full text with its code. */
export async function readLocalOutbox(options: { dataDir: string; page: number; pageSize: number }) {
  const config = await loadConfigWith(options);
  const { openDatabase, sqliteFileName } = await import('../../server/db/database.ts');
  // Reading makes nothing: a folder without the server's database is a mistyped one.
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, sqliteFileName)))
    throw new UsageError(
      `No Nemesis Day database in ${path.resolve(config.dataDir)}: give the --data-dir the server runs with.`,
    );
  const { createOperatorServices } = await import('../../server/container.ts');
  const { resolveSessionSecret } = await import('../../server/auth/session-secret.ts');
  const database = openDatabase(config);
  try {
    const outbox = createOperatorServices({ config, database }).outbox(
      resolveSessionSecret(config.sessionSecret, config.dataDir),
    );
    return await outbox.page({ page: options.page, pageSize: options.pageSize });
  } finally {
    await database.db.destroy();
  }
}

/** The configuration from the environment, with the command line's port and data folder over it. */
export async function loadConfigWith(options: { port?: string; dataDir?: string }) {
  const { loadConfig } = await import('../../server/config.ts');
  return loadConfig(undefined, { PORT: options.port, DATA_DIR: options.dataDir });
}

/** Builds the web app in a checkout of the repository; an installed package ships it built and has no sources (nor Vite) to build it from. */
async function buildWebApp(webDistDir: string): Promise<void> {
  const configFile = shippedPath('web', 'vite.config.ts');
  if (!existsSync(configFile))
    throw new CliError(
      `The built web app is missing (no ${path.join(webDistDir, 'index.html')}): reinstall the nemesis-day package, or set WEB_DIST_DIR to a built web app.`,
    );
  console.log('Building the web app (first start only)…');
  const { build } = await import('vite');
  await build({ configFile, logLevel: 'warn' });
}
