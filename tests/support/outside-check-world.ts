import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { endpoints } from '#contract/endpoints.ts';
import { upcomingNemesisDay } from '#contract/site/nemesis-day.ts';
import { createNoteRepository } from '../../server/db/repositories/note-repository.ts';
import type { AccountTestServer } from './account-test-server.ts';
import { adminClients, adminTestPassword } from './admin-clients.ts';
import { browserLikeClient } from './browser-like-client.ts';
import { insertNote } from './insert-note.ts';
import { insertUsers } from './insert-users.ts';
import { signUpAndConfirm } from './sign-up-and-confirm.ts';
import { userIdOf } from './user-id-of.ts';

/** A note of the user's sealed until the next Nemesis Day in Paris (the seal's operations change or open it). */
async function sealedNote(parts: AccountTestServer, userId: string, shortUuid: string): Promise<string> {
  await insertNote(parts.database, userId, shortUuid);
  const { opensAt } = upcomingNemesisDay(parts.clock.now(), 'Europe/Paris')!;
  await createNoteRepository(parts.database.db).setSeal(shortUuid, userId, {
    sealedUntil: opensAt.toISOString(),
    sealZone: 'Europe/Paris',
  });
  return shortUuid;
}

/**
 * Makes what the requests of tests/support/portman-config.json name, on `parts`' server (started with
 * adminEnv(tag)), and answers the collection's variables: the admin's bearer token; the ordinary user's
 * session for the operations a token may not use, another of its sessions to end, and an account of
 * its own to delete; notes of members who are not the user (disabling a note's author must not end
 * the session the run uses) and two sealed ones of the admin's (one to change, one to read the opening
 * of); another token to delete, a member to act on, a mail, a prompt's newest and active versions, a
 * device login's code, a stop link's token and a held note's cancel token.
 */
export async function outsideCheckVariables(parts: AccountTestServer, tag: string): Promise<Record<string, string>> {
  const { url } = parts.server;
  const clients = await adminClients(parts, tag);
  const { token: bearerToken } = await clients.admin.call(endpoints.createToken, { body: { name: 'outside check' } });
  const otherToken = await clients.admin.call(endpoints.createToken, { body: { name: 'to delete' } });
  const userAgain = browserLikeClient(url);
  await userAgain.call(endpoints.signIn, { body: { email: clients.userEmail, password: adminTestPassword } });
  const { sessions } = await userAgain.call(endpoints.listSessions);
  const leaver = browserLikeClient(url);
  await signUpAndConfirm(leaver, parts.mail, `leaver.${tag}@example.test`, adminTestPassword);
  await insertUsers(parts.database, 3, tag);
  const member = (index: number) => `${tag}-0${index}`;
  const { prompts } = await clients.admin.call(adminEndpoints.adminPrompts);
  const versions = Object.values(prompts)[0]!;
  const prompt = versions[0]!;
  const nemesisEmail = `nemesis.${tag}@example.test`;
  await clients.anonymous.call(endpoints.sendNemesisNote, {
    body: {
      nemesisName: 'Pat Rival',
      nemesisEmail,
      appreciation: 'Thanks for the rivalry.',
      senderName: 'Sam',
      senderEmail: clients.userEmail,
      agree: true,
    },
  });
  const stopToken = /stop\?token=([0-9a-f]{64}\.[0-9a-f]{64})/.exec((await parts.mail.waitFor(nemesisEmail)).raw)![1]!;
  // A note held for Nemesis Day: its sender's cancel link carries the token the scheduled-note operations read.
  const heldFor = `held.${tag}@example.test`;
  await clients.anonymous.call(endpoints.sendNemesisNote, {
    body: {
      nemesisName: 'Pat Rival',
      nemesisEmail: heldFor,
      appreciation: 'See you on the day.',
      senderName: 'Sam',
      senderEmail: heldFor.replace('held.', 'holder.'),
      agree: true,
      deliver: 'nemesis-day',
      timeZone: 'Europe/Paris',
    },
  });
  const cancelToken = /cancel\?token=([0-9a-f-]{36}\.[0-9a-f]{64})/.exec(
    (await parts.mail.waitFor(heldFor.replace('held.', 'holder.'))).raw,
  )![1]!;
  const { mail } = await clients.admin.call(adminEndpoints.adminMail, { query: {} });
  const device = await clients.anonymous.call(endpoints.deviceStart, { body: { clientName: 'outside check' } });
  return {
    bearerToken,
    adminEmail: clients.adminEmail,
    password: adminTestPassword,
    userCookie: clients.user.cookieHeader(),
    sessionId: sessions.find((session) => session.current)!.id,
    leaverCookie: leaver.cookieHeader(),
    noteId: await insertNote(parts.database, member(0), 'Read1'),
    doomedNoteId: await insertNote(parts.database, member(0), 'Doom1'),
    moderatedNoteId: await insertNote(parts.database, member(2), 'Mode1'),
    ownNoteId: await insertNote(parts.database, await userIdOf(parts.database, clients.adminEmail), 'Mine1'),
    keptNoteId: await sealedNote(parts, await userIdOf(parts.database, clients.adminEmail), 'Keep1'),
    calendarNoteId: await sealedNote(parts, await userIdOf(parts.database, clients.adminEmail), 'Cal01'),
    victimId: member(1),
    tokenId: otherToken.id,
    mailId: mail[0]!.id,
    promptId: prompt.promptId,
    promptVersion: String(prompt.version),
    activeVersion: String(versions.find((version) => version.isActive)!.version),
    userCode: device.userCode,
    stopToken,
    cancelToken,
  };
}
