import { oneClickStopPath } from '#contract/forms/forms-endpoints.ts';
import { stopMessages } from '#contract/forms/forms-messages.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { AppError } from '../../app-error.ts';
import type { TokenHasher } from '../../auth/secrets.ts';
import type { DoNotContactRepository } from '../../db/repositories/do-not-contact-repository.ts';
import { legacyMailboxKey, mailboxKey } from '../../mail/mail-address.ts';
import type { StopLinks } from '../../mail/appreciation-mail.ts';
import type { Clock } from '../../clock.ts';

const keyPattern = /^[0-9a-f]{64}$/;

/**
 * The do-not-contact list and its stop links. An address is kept only as a keyed hash of its mailbox;
 * a stop link carries that hash signed with the server's secret, so only the mail's recipient can
 * stop (or allow again) notes to it, and a leaked database cannot forge links.
 */
export function createStopList(deps: {
  repository: DoNotContactRepository;
  hasher: TokenHasher;
  publicBaseUrl: string;
  clock: Clock;
}) {
  const { repository, hasher, clock } = deps;
  const signed = (key: string) => `stop-link:${key}`;
  const keyOfMailbox = (mailbox: string) => hasher.hash(`do-not-contact:${mailbox}`);

  /** The address key a stop token names; INVALID_INPUT when the token is not one of ours. */
  function keyOfToken(token: string): string {
    const [key = '', signature = '', ...rest] = token.split('.');
    if (rest.length > 0 || !keyPattern.test(key) || !hasher.matches(signed(key), signature))
      throw new AppError('INVALID_INPUT', stopMessages.invalidLink);
    return key;
  }

  return {
    /** The key an address is listed and counted under (its `mailboxKey`, hashed with the server's secret). */
    keyOf: (email: string) => keyOfMailbox(mailboxKey(email)),

    /** Whether notes to the address are stopped: under its key, or under the key a stop made before addresses were parsed has. */
    async isStopped(email: string): Promise<boolean> {
      const key = keyOfMailbox(mailboxKey(email));
      const legacy = keyOfMailbox(legacyMailboxKey(email));
      return (await repository.has(key)) || (legacy !== key && (await repository.has(legacy)));
    },

    /** The stop links of a mail to the address with this key: the web page, and the RFC 8058 one-click URL. */
    linksFor(key: string): StopLinks {
      const query = `?token=${key}.${hasher.hash(signed(key))}`;
      return {
        page: `${deps.publicBaseUrl}${spaRoutes.stop}${query}`,
        oneClick: `${deps.publicBaseUrl}${oneClickStopPath}${query}`,
      };
    },

    /** Whether the stop link's address is stopped. Throws INVALID_INPUT for a token not ours. */
    async status(token: string): Promise<{ stopped: boolean }> {
      return { stopped: await repository.has(keyOfToken(token)) };
    },

    /** Stops all further notes to the stop link's address (again is fine). Throws INVALID_INPUT for a token not ours. */
    async stop(token: string): Promise<{ stopped: true }> {
      await repository.add(keyOfToken(token), clock.now().toISOString());
      return { stopped: true };
    },

    /** Allows notes again: only its owner's stop link takes an address off the list. Throws INVALID_INPUT for a token not ours. */
    async resume(token: string): Promise<{ stopped: false }> {
      await repository.remove(keyOfToken(token));
      return { stopped: false };
    },
  };
}

export type StopList = ReturnType<typeof createStopList>;
