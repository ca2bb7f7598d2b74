import { z } from 'zod';

/**
 * A mail in the outbox, without its text (GET /admin/mail). Its status: `scheduled` (held for a moment
 * still to come: `scheduledFor`), `pending` (to send, or waiting for a retry), `sent`, `failed` (given up),
 * `logged` (kept: no SMTP server), `cancelled` (held mail its sender called off) or `stopped` (held mail
 * whose recipient stopped Nemesis Notes before it left).
 */
export const mailSummary = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(['scheduled', 'pending', 'sent', 'failed', 'logged', 'cancelled', 'stopped']),
  /** When held mail may leave (a Nemesis Note on Nemesis Day); null for mail that goes at once. */
  scheduledFor: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** GET /admin/mail: a page of the outbox, newest first. */
export const mailListResponse = z.object({ mail: z.array(mailSummary), totalCount: z.number() });

/** GET /admin/mail/{id}: one mail with its plain text. */
export const mailDetailsResponse = mailSummary.extend({ text: z.string() });

/** A mail id in a path. */
export const mailParams = z.object({ id: z.string().min(1).max(200) });

/** GET /admin/health: the database, the mail waiting to go (or kept, without SMTP), and whether each AI provider answers. */
export const adminHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  /** Mails waiting to go; null when the database could not say. */
  mailBacklog: z.number().nullable(),
  /** Whether mail is sent: false when no SMTP server is set (SMTP_URL), and mail is kept in the outbox instead. */
  smtp: z.boolean(),
  /** Mails kept in the outbox, never sent, for want of an SMTP server; null when the database could not say. */
  mailKept: z.number().nullable(),
  /** Each checked AI provider: whether it answers, the address asked (null for the built-in roaster) and, when not, the error. */
  providers: z.array(
    z.object({
      name: z.string(),
      reachable: z.boolean(),
      address: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
  /** The newest backup in the server's backups folder (its own, and `nemesis backup` without a file); null when there is none. */
  lastBackup: z.object({ at: z.string(), sizeBytes: z.number() }).nullable(),
  checkedAt: z.string(),
});

/** GET /admin/messages/contact: a page of contact messages with their forwarding state, newest first. */
export const contactListResponse = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
      createdAt: z.string(),
      status: z.enum(['off', 'pending', 'forwarded', 'failed']),
      attempts: z.number(),
      lastError: z.string().nullable(),
    }),
  ),
  totalCount: z.number(),
});

/**
 * GET /admin/messages/appreciation: a page of the Nemesis Notes, newest first, each where it stands:
 * `refused` (its recipient had stopped notes), or where its mail is: `scheduled` (held until
 * `deliverAt`), `sending` (on its way, or waiting for a retry), `sent`, `kept` (in the outbox, not sent:
 * no SMTP server is set), `cancelled` by its sender, `stopped` (the recipient stopped notes before it left) or `failed`.
 */
export const appreciationListResponse = z.object({
  notes: z.array(
    z.object({
      id: z.string(),
      status: z.enum(['refused', 'scheduled', 'sending', 'sent', 'kept', 'cancelled', 'stopped', 'failed']),
      /** The moment a note held for Nemesis Day leaves (or left); null for one sent at once. */
      deliverAt: z.string().nullable(),
      nemesisName: z.string(),
      nemesisEmail: z.string(),
      appreciation: z.string(),
      senderName: z.string(),
      senderEmail: z.string(),
      createdAt: z.string(),
    }),
  ),
  totalCount: z.number(),
});

/** GET /admin/audit: a page of admin writes, newest first, each with the state before and after. */
export const auditListResponse = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      actorId: z.string(),
      actorEmail: z.string(),
      action: z.string(),
      target: z.string(),
      before: z.unknown(),
      after: z.unknown(),
      createdAt: z.string(),
    }),
  ),
  totalCount: z.number(),
});
