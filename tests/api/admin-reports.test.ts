import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { adminClients, adminEnv } from '../support/admin-clients.ts';
import type { AdminClients } from '../support/admin-clients.ts';
import { expectAdminOnly } from '../support/expect-admin-only.ts';
import { failureOf } from '../support/failure-of.ts';
import { testEngines } from '../support/test-database.ts';

describe.each(testEngines)('admin reports on $engine', ({ engine, available }) => {
  const tag = `reports-${engine}`;
  const parts = useAccountTestServer(engine, available, adminEnv(tag));
  let clients: AdminClients;
  beforeAll(async () => {
    if (available) clients = await adminClients(parts, tag);
  });

  it.skipIf(!available)('lists the mail outbox newest first, and one mail with its text', async () => {
    const { mail, totalCount } = await expectAdminOnly(clients, adminEndpoints.adminMail, { query: { pageSize: 25 } });
    // Two sign-up codes: the admin's, then the user's.
    expect(totalCount).toBe(2);
    expect(mail.map((item) => item.recipient)).toEqual([clients.userEmail, clients.adminEmail]);
    expect(mail[0]).toMatchObject({
      subject: expect.any(String),
      status: expect.stringMatching(/^(pending|sent)$/),
      attempts: expect.any(Number),
    });
    expect(mail[0]).not.toHaveProperty('text');
    const item = await expectAdminOnly(clients, adminEndpoints.adminMailItem, { params: { id: mail[0]!.id } });
    // The code is masked: an admin reads what was sent, not the secret in it.
    expect(item.text).toContain('Enter this code to confirm your e-mail address');
    expect(item.text).toContain('••••••');
    expect(item.text).not.toContain(await parts.mail.latestCode(clients.userEmail));
    expect(
      await failureOf(clients.admin.call(adminEndpoints.adminMailItem, { params: { id: 'nothing' } })),
    ).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await failureOf(clients.admin.call(adminEndpoints.adminMail, { query: { pageSize: 30 } }))).toMatchObject({
      status: 400,
      code: 'ADMIN_INVALID_PAGINATION',
    });
  });

  it.skipIf(!available)('reports the database, the mail backlog and each AI provider', async () => {
    const health = await expectAdminOnly(clients, adminEndpoints.adminHealth);
    // This server's OLLAMA_HOST points where nothing listens (see admin-health.test.ts for an install without it).
    expect(health).toMatchObject({ status: 'degraded', database: 'ok', mailBacklog: expect.any(Number) });
    expect(health.providers).toEqual(
      expect.arrayContaining([
        { name: 'builtin', reachable: true, address: null, error: null },
        { name: 'ollama', reachable: false, address: 'http://127.0.0.1:9', error: 'fetch failed: bad port' },
      ]),
    );
  });

  it.skipIf(!available)('lists contact messages and Nemesis Notes, newest first', async () => {
    for (const subject of ['First', 'Second']) {
      await clients.anonymous.call(endpoints.contact, {
        body: { name: 'Pat', email: 'pat@example.test', subject, message: `About ${subject}` },
      });
    }
    const contact = await expectAdminOnly(clients, adminEndpoints.adminContactMessages);
    expect(contact).toMatchObject({
      totalCount: 2,
      messages: [{ subject: 'Second', message: 'About Second', status: 'off' }, { subject: 'First' }],
    });
    const note = {
      nemesisName: 'Lex Luthor',
      nemesisEmail: `lex.${tag}@example.test`,
      appreciation: 'Keeps me sharp',
      senderName: 'Clark',
      senderEmail: 'clark@example.test',
      agree: true as const,
    };
    await clients.anonymous.call(endpoints.sendNemesisNote, { body: note });
    const notes = await expectAdminOnly(clients, adminEndpoints.adminAppreciationNotes, {
      query: { page: 1, pageSize: 25 },
    });
    expect(notes).toMatchObject({ totalCount: 1, notes: [{ nemesisName: 'Lex Luthor', senderName: 'Clark' }] });
    // The mail leaves just after the answer: the log says sending until it has.
    await expect
      .poll(async () => {
        const listed = await clients.admin.call(adminEndpoints.adminAppreciationNotes, { query: { page: 1 } });
        return listed.notes[0]?.status;
      })
      .toBe('sent');
    expect((await clients.admin.call(adminEndpoints.adminAppreciationNotes, { query: { page: 2 } })).notes).toEqual([]);
  });

  it.skipIf(!available)('lists every admin write with who made it and the state before and after', async () => {
    await clients.admin.call(adminEndpoints.adminCreatePrompt, {
      body: { promptId: 'audited', promptText: 'Hi', basedOnVersion: 0 },
    });
    await clients.bearer.call(adminEndpoints.adminPutConfig, {
      body: { configKey: 'admin-users', configValue: ['deputy@example.test'] },
    });
    const { entries, totalCount } = await expectAdminOnly(clients, adminEndpoints.adminAudit);
    expect(totalCount).toBe(2);
    // Newest first; two writes in one millisecond may come in either order.
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actorEmail: clients.adminEmail,
          action: 'config.put',
          target: 'admin-users',
          before: null,
          after: ['deputy@example.test'],
        }),
        expect.objectContaining({
          actorEmail: clients.adminEmail,
          action: 'prompt.create',
          target: 'audited',
          before: null,
          after: { version: 1, isActive: true, description: '' },
        }),
      ]),
    );
    expect(Date.parse(entries[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(entries[1]!.createdAt));
  });
});
