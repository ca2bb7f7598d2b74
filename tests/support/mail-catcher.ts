import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it. */
export interface CaughtMail {
  from: string;
  to: string[];
  /** The message with quoted-printable text decoded (headers are not encoded that way: read them from `source`). */
  raw: string;
  /** The message as it came. */
  source: string;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export interface MailCatcher {
  /** SMTP_URL for the server under test. */
  url: string;
  messages: CaughtMail[];
  /** Resolves with the first message to `to` whose raw text matches `pattern`, waiting up to `ms`. */
  waitFor(to: string, pattern?: RegExp, ms?: number): Promise<CaughtMail>;
  /** The 6-digit code in the newest message to `to` (waits for it). */
  latestCode(to: string, after?: number): Promise<string>;
  /** Refuse (true) or accept (false) every message from now on, as a broken mail server would. */
  refuse(value: boolean): void;
  close(): Promise<void>;
}

/** Starts the SMTP server on a free port. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusing) return callback(new Error('Mailbox unavailable'));
        const source = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: decodeQuotedPrintable(source),
          source,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  const waitFor = async (to: string, pattern = /./, ms = 10_000, from = 0): Promise<CaughtMail> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = messages
        .slice(from)
        .reverse()
        .find((message) => message.to.includes(to.toLowerCase()) && pattern.test(message.raw));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${pattern} within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: (to, pattern, ms) => waitFor(to, pattern, ms),
    latestCode: async (to, after = 0) => {
      const message = await waitFor(to, /\b\d{6}\b/, 10_000, after);
      return /\b(\d{6})\b/.exec(message.raw)![1]!;
    },
    refuse: (value) => {
      refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A header of a caught message, unfolded; undefined when it has none. */
export function headerOf(mail: CaughtMail, name: string): string | undefined {
  const head = (mail.source.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
}

/** The body of a caught message's `text/plain` or `text/html` part, decoded. */
export function partOf(mail: CaughtMail, type: 'text/plain' | 'text/html'): string {
  const start = mail.source.search(new RegExp(`^Content-Type: ${type}`, 'im'));
  if (start < 0) throw new Error(`The mail has no ${type} part`);
  const [headers = '', ...body] = mail.source.slice(start).split(/\r?\n\r?\n/);
  const content = body.join('\r\n\r\n').split(/\r?\n--/)[0] ?? '';
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(content, 'base64').toString('utf8');
  const text = /Content-Transfer-Encoding: quoted-printable/i.test(headers) ? decodeQuotedPrintable(content) : content;
  return text.replace(/\r\n/g, '\n');
}
