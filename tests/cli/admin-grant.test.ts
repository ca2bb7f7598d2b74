import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { endpoints } from '#contract/endpoints.ts';
import { localCliActor } from '../../server/services/admin/audit-log.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { startMailCatcher } from '../support/mail-catcher.ts';
import { runNemesis } from '../support/run-nemesis.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { startTestServer } from '../support/test-server.ts';

let dataDir: string;
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('nemesis admin grant', () => {
  it('makes the first admin of an empty install straight in the database, and a server started on it knows them', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'nemesis-grant-'));
    const grant = runNemesis(['admin', 'grant', 'Me@Example.com', '--data-dir', dataDir], {
      DATABASE_URL: '',
      ADMIN_EMAILS: '',
    });
    expect(await grant.exited).toBe(0);
    expect(grant.output()).toContain(
      `me@example.com is now an admin (admin-users in ${path.join(dataDir, 'nemesis.db')})`,
    );
    const again = runNemesis(['admin', 'grant', 'me@example.com'], {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAILS: '',
    });
    expect(await again.exited).toBe(0);
    expect(again.output()).toContain('me@example.com was already an admin');
    const wrong = runNemesis(['admin', 'grant', 'not-an-address', '--data-dir', dataDir], { DATABASE_URL: '' });
    expect(await wrong.exited).toBe(2);

    const mail = await startMailCatcher();
    const server = await startTestServer({
      storage: { engine: 'sqlite', env: { DATA_DIR: dataDir }, cleanup: async () => {} },
      env: { SMTP_URL: mail.url },
    });
    try {
      const me = browserLikeClient(server.url);
      await signUpAndConfirm(me, mail, 'me@example.com', 'correct horse battery');
      expect(await me.call(endpoints.session)).toMatchObject({ email: 'me@example.com', isAdmin: true });
      // The grant went through the admin service: audited once, with the local CLI as its actor.
      const { entries } = await me.call(adminEndpoints.adminAudit, { query: {} });
      expect(entries).toEqual([
        expect.objectContaining({
          actorId: localCliActor.id,
          actorEmail: localCliActor.email,
          action: 'user.grant-admin',
          target: 'me@example.com',
          after: { 'admin-users': ['me@example.com'] },
        }),
      ]);
    } finally {
      await server.close();
      await mail.close();
    }
  });
});
