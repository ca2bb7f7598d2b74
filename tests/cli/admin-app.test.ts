import { createElement } from 'react';
import { render } from 'ink-testing-library';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { endpoints } from '#contract/endpoints.ts';
import { tokenConnection } from '../../cli/session/connection.ts';
import { AdminApp } from '../../cli/ui/admin-app.tsx';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { adminClients, adminEnv } from '../support/admin-clients.ts';
import type { AdminClients } from '../support/admin-clients.ts';

const keys = { right: '\u001b[C', left: '\u001b[D', down: '\u001b[B', enter: '\r', escape: '\u001b' };

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
    return { app, frame, press };
  };

  it('switches tabs, searches users, and disables one after confirming', async () => {
    const { app, frame, press } = openApp();
    await expect.poll(frame).toContain('● builtin/roastbook  (active)');
    await press(keys.right, (text) => text.includes('initial-roast  v1  (active)'));
    await press(keys.right, (text) => text.includes(clients.userEmail) && text.includes(clients.adminEmail));
    await press('/', (text) => text.includes('/ ▏'));
    await press('minion', (text) => text.includes('/ minion') && !text.includes(clients.adminEmail));
    await press(keys.enter, (text) => !text.includes('▏'));
    await press(keys.enter, (text) => text.includes(`Disable: ${clients.userEmail}`) && text.includes(`Revoke admin: ${clients.userEmail}`));
    await press(keys.enter, (text) => text.includes(`Disable: ${clients.userEmail}? (y/n)`));
    await press('y', (text) => text.includes(`✓ Disable: ${clients.userEmail}`) && text.includes('ARCHIVED'));
    expect(await clients.admin.call(adminEndpoints.adminUsers)).toMatchObject({ users: expect.arrayContaining([expect.objectContaining({ email: clients.userEmail, status: 'ARCHIVED' })]) });
    await press(keys.escape, (text) => !text.includes('/ minion') && text.includes(clients.adminEmail));
    app.unmount();
  });

  it('activates an older prompt version after confirming, and leaves it as it was on n', async () => {
    await clients.admin.call(adminEndpoints.adminCreatePrompt, { body: { promptId: 'final-roast', promptText: 'Roast {{nemesisName}} after {{initialRoast}}', activate: true } });
    const { app, frame, press } = openApp();
    await expect.poll(frame).toContain('(active)');
    await press(keys.right, (text) => text.includes('› final-roast  v2  (active)'));
    await press(keys.down, (text) => text.includes('› final-roast  v1'));
    await press(keys.enter, (text) => text.includes('Activate final-roast v1? (y/n)'));
    await press('n', (text) => !text.includes('(y/n)'));
    await press(keys.enter, (text) => text.includes('Activate final-roast v1? (y/n)'));
    await press('y', (text) => text.includes('final-roast  v1  (active)'));
    expect((await clients.admin.call(adminEndpoints.adminPrompts)).prompts['final-roast']!.find((version) => version.isActive)?.version).toBe(1);
    app.unmount();
  });
});
