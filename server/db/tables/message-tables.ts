// The tables of what goes out or comes in by mail and the public forms.

export interface MailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  /** The text admins may read: codes and passwords masked, and emptied after MAIL_RETENTION_DAYS. */
  textBody: string;
  htmlBody: string;
  /** The full text and HTML as sent, sealed (auth/secret-box.ts), while a mail with a secret waits to go out. */
  sealedBody: string | null;
  /**
   * pending: not yet sent (or waiting for its moment, or a retry); sent; failed: gave up; logged: no SMTP
   * server, kept here; cancelled: held mail its sender called off; stopped: held mail whose recipient stopped notes meanwhile.
   */
  status: 'pending' | 'sent' | 'failed' | 'logged' | 'cancelled' | 'stopped';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string | null;
  sentAt: string | null;
  /** For mail held for a moment (a Nemesis Note on Nemesis Day): when it may leave; null for mail that goes at once. */
  notBefore: string | null;
  /** The address replies go to, when not the sender's. */
  replyTo: string | null;
  /** Extra headers (our own values only, never user text) as a JSON object. */
  headers: string | null;
}

/** A Send a Nemesis Note submission. A refused one keeps the address masked and no appreciation text. */
export interface AppreciationNotesTable {
  id: string;
  submissionId: string | null;
  /** sent: mailed to the nemesis; refused: their address is on the do-not-contact list. */
  status: 'sent' | 'refused';
  nemesisName: string;
  nemesisEmail: string;
  appreciation: string;
  senderName: string;
  senderEmail: string;
  createdAt: string;
}

export interface ContactMessagesTable {
  id: string;
  submissionId: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  /**
   * Its forwarding to the form service (off: no form service configured; pending: to forward, or
   * waiting for a retry; forwarded; failed: gave up), and that forwarding's attempts (named like the mail outbox's).
   */
  status: 'off' | 'pending' | 'forwarded' | 'failed';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  forwardedAt: string | null;
}

/** An address that asked for no more Nemesis Notes, kept only as its keyed hash. */
export interface DoNotContactTable {
  addressKey: string;
  createdAt: string;
}
