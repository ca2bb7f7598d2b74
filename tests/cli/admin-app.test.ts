import { createElement } from 'react';
import { render } from 'ink-testing-library';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { adminMessages, userSearchMax } from '#contract/admin/admin-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { tokenConnection } from '../../cli/session/connection.ts';
import { AdminApp } from '../../cli/ui/admin-app.tsx';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { adminClients, adminEnv } from '../support/admin-clients.ts';
import type { AdminClients } from '../support/admin-clients.ts';
import { insertedEmail, insertUsers } from '../support/insert-users.ts';

const keys = {
  right: '\u001b[C',
  left: '\u001b[D',
  down: '\u001b[B',
  pageDown: '\u001b[6~',
  enter: '\r',
  escape: '\u001b',
};

describe('nemesis admin, the interactive app, driven by key presses against a real server', () => {
  const parts = useAccountTestServer('sqlite', true, adminEnv('cli-app'));
  let clients: AdminClients;
  let token: string;
  beforeAll(async () => {
    clients = await adminClients(parts, 'cli-app');
    token = (await clients.admin.call(endpoints.createToken, { body: { name: 'app test' } })).token;
  });

  /** The app on the admin's token, with a key press that waits for what the key did (the app renders after every answer of the server). */
  const openApp = () => {
    const app = render(createElement(AdminApp, { connection: tokenConnection(parts.server.url, token) }));
    const frame = () => app.lastFrame() ?? '';
    const press = async (key: string, until: (text: string) => boolean) => {
      app.stdin.write(key);
      await expect.poll(frame).toSatisfy(until);
    };
    /** Presses `key` until the screen shows `text`, each time waiting for the screen to change. */
    const pressUntil = async (key: string, text: string | RegExp) => {
      const shows = () => (typeof text === 'string' ? frame().includes(text) : text.test(frame()));
      while (!shows()) {
        const before = frame();
        await press(key, (now) => now !== before);
      }
    };
    return { app, frame, press, pressUntil };
  };

  it('switches tabs, searches users, shows a user with only the changes that apply, and disables one after confirming', async () => {
    const { app, frame, press } = openApp();
    await expect.poll(frame).toContain('● builtin/roastbook  (active)');
    // A provider that does not answer is named with the address asked and the error, as on the web's AI Models page.
    expect(frame()).toContain('Not answering: ollama at http://127.0.0.1:9 (fetch failed: bad port)');
    expect(frame()).toContain('Their models are missing from the list.');
    await press(keys.right, (text) => text.includes('initial-roast  v1  (active)'));
    await press(keys.right, (text) => text.includes(clients.userEmail) && text.includes(clients.adminEmail));
    await press('/', (text) => text.includes('/ ▏'));
    await press('minion', (text) => text.includes('/ minion▏'));
    // The search runs on the server once it is done.
    await press(
      keys.enter,
      (text) => !text.includes('▏') && !text.includes(clients.adminEmail) && text.includes(clients.userEmail),
    );
    // The user's details, as nemesis users show gives them, and only what applies: an enabled non-admin is not offered Enable or Revoke.
    await press(
      keys.enter,
      (text) => text.includes('email_verified') && text.includes(`Disable: ${clients.userEmail}`),
    );
    await press(keys.pageDown, (text) => /admin\s+false/.test(text));
    expect(frame()).toContain(`Grant admin: ${clients.userEmail}`);
    expect(frame()).not.toContain('Enable:');
    expect(frame()).not.toContain('Revoke admin:');
    await press(keys.enter, (text) => text.includes(`Disable: ${clients.userEmail}? (y/n)`));
    await press(
      'y',
      (text) => text.includes(`✓ Disable: ${clients.userEmail}`) && text.includes('CONFIRMED, Disabled'),
    );
    expect(await clients.admin.call(adminEndpoints.adminUsers)).toMatchObject({
      users: expect.arrayContaining([
        expect.objectContaining({ email: clients.userEmail, status: 'CONFIRMED', enabled: false }),
      ]),
    });
    // Disabled now: Enable is offered, Disable is not.
    await press(keys.enter, (text) => text.includes(`Enable: ${clients.userEmail}`) && !text.includes('Disable:'));
    await press(keys.escape, (text) => !text.includes('Enable:'));
    await press(keys.escape, (text) => !text.includes('/ minion') && text.includes(clients.adminEmail));
    app.unmount();
  });

  it('finds a user by e-mail or user ID on the server, beyond the newest 50 the list shows', async () => {
    await insertUsers(parts.database, 60, 'tui');
    const { app, frame, press } = openApp();
    await expect.poll(frame).toContain('(active)');
    await press(keys.left, (text) => text.includes(insertedEmail('tui', 59)));
    expect(frame()).not.toContain(insertedEmail('tui', 0));
    await press(
      '/member00.tui\r',
      (text) => text.includes(insertedEmail('tui', 0)) && !text.includes(insertedEmail('tui', 59)),
    );
    await press(keys.escape, (text) => text.includes(insertedEmail('tui', 59)));
    await press(
      '/tui-01\r',
      (text) => text.includes(insertedEmail('tui', 1)) && !text.includes(insertedEmail('tui', 0)),
    );
    app.unmount();
  });

  it("offers neither Disable nor Revoke admin on the admin's own row, and a new search clears the last one's error", async () => {
    const { app, frame, press } = openApp();
    await expect.poll(frame).toContain('(active)');
    await press(keys.left, (text) => text.includes(clients.adminEmail));
    // A search the server refuses leaves its error on the status line, until the next search starts.
    await press(`/${'x'.repeat(userSearchMax + 1)}\r`, (text) => text.includes(adminMessages.userSearchTooLong));
    await press('/', (text) => text.includes('/ ▏') && !text.includes(adminMessages.userSearchTooLong));
    await press(`${clients.adminEmail}\r`, (text) => text.includes(`› ${clients.adminEmail}`));
    await press(keys.enter, (text) => text.includes('email_verified') && text.includes('Require a new password'));
    await press(keys.pageDown, (text) => /admin\s+true/.test(text));
    expect(frame()).not.toContain('Disable:');
    expect(frame()).not.toContain('Revoke admin:');
    app.unmount();
  });

  it('asks before granting admin, and n changes nothing', async () => {
    const { app, frame, press, pressUntil } = openApp();
    await expect.poll(frame).toContain('(active)');
    await press(keys.left, (text) => text.includes(clients.userEmail));
    await press('/', (text) => text.includes('/ ▏'));
    await press(clients.userEmail, (text) => text.includes(`/ ${clients.userEmail}▏`));
    // The search is done once the server's rows are listed (not while they load: an Enter then opens nothing).
    await press(
      keys.enter,
      (text) => !text.includes('▏') && !text.includes(clients.adminEmail) && text.includes(`› ${clients.userEmail}`),
    );
    await press(keys.enter, (text) => text.includes(`Grant admin: ${clients.userEmail}`));
    await pressUntil(keys.down, /› Grant admin/);
    await press(keys.enter, (text) => text.includes(`Grant admin: ${clients.userEmail}? (y/n)`));
    await press('n', (text) => text.includes('Nothing changed.'));
    const { users } = await clients.admin.call(adminEndpoints.adminUsers);
    const details = await clients.admin.call(adminEndpoints.adminUser, {
      params: { id: users.find((user) => user.email === clients.userEmail)!.userId },
    });
    expect(details.attributes.admin).toBe(false);
    app.unmount();
  });

  it("tests a model with its settings, streaming the sample roast on the model's screen", async () => {
    const { app, frame, press } = openApp();
    await expect.poll(frame).toMatch(/Settings: temperature [\d.]+ · top-p [\d.]+ · max tokens \d+/);
    await press(keys.enter, (text) => text.includes('› Test builtin/roastbook'));
    // The active model offers no Use.
    expect(frame()).not.toContain('Use builtin/roastbook');
    await press(
      keys.enter,
      (text) =>
        text.includes('Sample roast of Professor Moriarty from builtin/roastbook') &&
        text.includes('Moriarty', text.indexOf('saving nothing') + 1),
    );
    app.unmount();
  });

  it('activates an older prompt version after confirming, leaves it as it was on n, and diffs two versions', async () => {
    await clients.admin.call(adminEndpoints.adminCreatePrompt, {
      body: {
        promptId: 'final-roast',
        promptText: 'Roast {{nemesisName}} after {{initialRoast}}',
        activate: true,
        basedOnVersion: 1,
      },
    });
    const { app, frame, press, pressUntil } = openApp();
    await expect.poll(frame).toContain('(active)');
    await press(keys.right, (text) => text.includes('› final-roast  v2  (active)'));
    await press(keys.down, (text) => text.includes('› final-roast  v1'));
    await press(
      keys.enter,
      (text) => text.includes('› Activate final-roast v1') && text.includes('Diff with v2 (active)'),
    );
    await press(keys.enter, (text) => text.includes('Activate final-roast v1? (y/n)'));
    await press('n', (text) => text.includes('Nothing changed.'));
    expect(
      (await clients.admin.call(adminEndpoints.adminPrompts)).prompts['final-roast']!.find(
        (version) => version.isActive,
      )?.version,
    ).toBe(2);
    await press(keys.enter, (text) => text.includes('› Activate final-roast v1'));
    await press(keys.down, (text) => text.includes('› Diff with v2 (active)'));
    await press(
      keys.enter,
      (text) =>
        text.includes('--- final-roast v1') &&
        text.includes('+++ final-roast v2') &&
        text.includes('-You are the roast writer'),
    );
    await pressUntil(keys.pageDown, '+Roast {{nemesisName}} after {{initialRoast}}');
    await press(keys.escape, (text) => text.includes('› final-roast  v1'));
    await press(keys.enter, (text) => text.includes('› Activate final-roast v1'));
    await press(keys.enter, (text) => text.includes('Activate final-roast v1? (y/n)'));
    await press('y', (text) => text.includes('final-roast  v1  (active)'));
    expect(
      (await clients.admin.call(adminEndpoints.adminPrompts)).prompts['final-roast']!.find(
        (version) => version.isActive,
      )?.version,
    ).toBe(1);
    app.unmount();
  });

  it('refuses an Activate when another admin changed the prompt since the list loaded, and says so', async () => {
    const create = (promptText: string, basedOnVersion: number) =>
      clients.admin.call(adminEndpoints.adminCreatePrompt, {
        body: { promptId: 'contested', promptText, basedOnVersion, activate: true },
      });
    await create('Roast {{nemesisName}} once.', 0);
    await create('Roast {{nemesisName}} twice.', 1);
    await clients.admin.call(adminEndpoints.adminActivatePrompt, {
      params: { promptId: 'contested' },
      body: { version: 1, basedOnActiveVersion: 2 },
    });
    const { app, frame, press } = openApp();
    await expect.poll(frame).toContain('(active)');
    await press(keys.right, (text) => text.includes('› contested  v2') && text.includes('contested  v1  (active)'));
    await press(keys.enter, (text) => text.includes('› Activate contested v2'));
    // Meanwhile, another admin saves a third version and makes it the active one.
    await create('Roast {{nemesisName}} thrice.', 2);
    await press(keys.enter, (text) => text.includes('Activate contested v2? (y/n)'));
    await press('y', (text) => text.includes(`${adminMessages.conflict} (ADMIN_VERSION_CONFLICT)`));
    const { versions } = await clients.admin.call(adminEndpoints.adminPromptVersions, {
      params: { promptId: 'contested' },
    });
    expect(versions.filter((version) => version.isActive).map((version) => version.version)).toEqual([3]);
    app.unmount();
  });
});
