import { spaRoutes } from '#contract/site/spa-routes.ts';

/** What the start-up lines say: where the server listens and is reached, and what a first admin needs. */
export interface StartFacts {
  /** Where this server listens, as a browser on this machine opens it. */
  url: string;
  /** The address users reach it at (PUBLIC_BASE_URL, or http://localhost:PORT when unset). */
  publicBaseUrl: string;
  port: number;
  /** Whether any address is named an admin (ADMIN_EMAILS or admin-users). */
  adminNamed: boolean;
  /** The data folder, when it is not the default one (`--data-dir` must then be given again). */
  customDataDir: string | undefined;
  /** Whether the database is PostgreSQL (DATABASE_URL), whose commands need that variable too. */
  postgres: boolean;
  /** Whether mail goes out by SMTP; without it, codes are printed on this console. */
  smtp: boolean;
  /** How to type the command: `npx nemesis` in a checkout of the repository, `nemesis` when installed. */
  command: string;
}

// A path as a shell reads it back: quoted when it holds anything but plain characters (macOS's "Application Support").
const shellWord = (text: string) => (/^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`);

/**
 * The lines a person reads when the server has started, between its JSON log lines: the address to
 * open and, while nobody is an admin, how to become the first one.
 */
export function startBanner(facts: StartFacts): string {
  const defaultBase = `http://localhost:${facts.port}`;
  const reached = facts.publicBaseUrl !== defaultBase && facts.publicBaseUrl !== facts.url;
  const lines = [
    reached
      ? `Nemesis Day is running: open ${facts.publicBaseUrl} in a browser (this server listens on ${facts.url}).`
      : `Nemesis Day is running: open ${facts.url} in a browser.`,
  ];
  if (!facts.adminNamed) {
    const base = reached ? facts.publicBaseUrl : facts.url;
    const where = facts.postgres ? ', with the same DATABASE_URL' : '';
    const dataDir = !facts.postgres && facts.customDataDir ? ` --data-dir ${shellWord(facts.customDataDir)}` : '';
    lines.push(
      'No admin yet. To become the first one:',
      `  1. Sign up at ${base}${spaRoutes.signUp}${facts.smtp ? '' : ' (without SMTP_URL, the confirmation code is printed here)'}.`,
      `  2. In another terminal${where}: ${facts.command} admin grant you@example.com${dataDir}`,
      `  Then the admin panel is at ${base}/admin, and ${facts.command} login --url ${base} opens the admin commands.`,
      '  (Or list admins in ADMIN_EMAILS and restart.)',
    );
  }
  return `${lines.join('\n')}\n`;
}
