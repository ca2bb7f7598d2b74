import emailAddresses from 'email-addresses';

/** An address as nodemailer takes it without parsing it again. */
export interface MailAddress {
  name: string;
  address: string;
}

/** An address that parsed as one plain mailbox: its local part and domain, as typed. */
export interface PlainMailbox {
  local: string;
  domain: string;
}

/**
 * The text as one plain mailbox (RFC 5322 parsed: a dot-atom local part @ a dot-atom domain with a
 * dot), else undefined: a display name, angle brackets, quotes, comments, spaces, a list or a group,
 * anything a mailer could read as another address, is not one.
 */
export function parsePlainMailbox(text: string): PlainMailbox | undefined {
  const parsed = emailAddresses({ input: text, startAt: 'mailbox', strict: true, rejectTLD: true, rfc6532: false });
  const mailbox = parsed?.addresses.length === 1 ? parsed.addresses[0] : undefined;
  if (mailbox?.type !== 'mailbox' || mailbox.address !== text) return undefined;
  const dotAtom = (part: typeof mailbox.parts.local) =>
    part.children.length === 1 && part.children[0]!.name === 'dot-atom';
  return dotAtom(mailbox.parts.local) && dotAtom(mailbox.parts.domain)
    ? { local: mailbox.local, domain: mailbox.domain }
    : undefined;
}

// Gmail delivers with any dots in the local part, and googlemail.com is the same mailbox.
const dotlessDomains: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * How a mailbox was keyed before addresses were parsed: lower case, without a `+tag`. Stops made then
 * are kept under it; an address that does not parse (one stored before) is still keyed so.
 */
export function legacyMailboxKey(address: string): string {
  const [local = '', domain = ''] = address
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, '') || local}@${domain}`;
}

/**
 * The mailbox an accepted address reaches, which the do-not-contact list and every per-address limit
 * key on: lower case, without a `+tag` (most providers deliver it to the same mailbox), and for
 * gmail.com and googlemail.com without dots in the local part, as gmail.com.
 */
export function mailboxKey(address: string): string {
  const parsed = parsePlainMailbox(address);
  if (!parsed) return legacyMailboxKey(address);
  const local = parsed.local.toLowerCase();
  const domain = parsed.domain.toLowerCase();
  const untagged = local.replace(/\+.*$/, '') || local;
  const dotless = dotlessDomains[domain];
  return dotless ? `${untagged.replaceAll('.', '')}@${dotless}` : `${untagged}@${domain}`;
}

/** A configured sender such as `Nemesis Day <no-reply@example.com>` as nodemailer's address object, else undefined. */
export function senderAddress(text: string): MailAddress | undefined {
  const parsed = emailAddresses.parseOneAddress({ input: text, rejectTLD: true });
  return parsed?.type === 'mailbox' ? { name: parsed.name ?? '', address: parsed.address } : undefined;
}
