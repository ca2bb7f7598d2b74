import { adminMessages } from '#contract/admin/admin-messages.ts';
import { AppError } from '../../app-error.ts';
import type { AiProviders } from '../../ai/ai-providers.ts';
import type { MailRepository } from '../../db/repositories/mail-repository.ts';
import type { PageRequest } from '../../db/repositories/newest-first-page.ts';
import type { AppreciationNoteRow, ContactMessageRow, MailRow } from '../../db/schema.ts';
import type { AppreciationService } from '../notes/appreciation-service.ts';
import type { ContactService } from '../forms/contact-service.ts';
import type { HealthService } from '../operations/health-service.ts';
import type { ModelService } from '../roasts/model-service.ts';
import { stateOf } from '../notes/scheduled-note-service.ts';
import type { Clock } from '../../clock.ts';

/**
 * What an admin reads beyond the spec: the mail outbox (with codes and passwords masked: an install
 * without SMTP writes them to the server's log only), the server's health with each AI provider, and the public forms' messages.
 * Throws NOT_FOUND for an unknown mail.
 */
export function createAdminReportService(deps: {
  health: HealthService;
  mail: MailRepository;
  providers: AiProviders;
  models: ModelService;
  appreciation: AppreciationService;
  contact: ContactService;
  /** Whether mail goes out through an SMTP server (SMTP_URL); without one it is kept in the outbox. */
  smtp: boolean;
  /** The newest backup in the backups folder, if any. */
  lastBackup: () => { createdAt: string; sizeBytes: number } | undefined;
  clock: Clock;
}) {
  const { mail, clock } = deps;
  // Held mail whose moment is still to come shows as scheduled, apart from mail waiting for a (re)try.
  const statusOf = (row: MailRow): MailRow['status'] | 'scheduled' =>
    row.status === 'pending' && row.notBefore && row.notBefore > clock.now().toISOString() ? 'scheduled' : row.status;
  // A note whose mail the outbox no longer holds (texts expired, say) went out long ago. Its sender
  // reads kept mail as sent (stateOf); an admin reads that it never left, for want of an SMTP server.
  const noteState = (row: MailRow | undefined): ReturnType<typeof stateOf> | 'kept' => {
    if (!row) return 'sent';
    const state = stateOf(row, clock.now().toISOString());
    return row.status === 'logged' && state === 'sent' ? 'kept' : state;
  };
  const summary = (row: MailRow) => ({
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    status: statusOf(row),
    scheduledFor: row.notBefore,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  });
  // The lists answer what the contract documents, not the rows' bookkeeping (idempotency keys, retry times).
  const contactView = ({
    id,
    name,
    email,
    subject,
    message,
    createdAt,
    status,
    attempts,
    lastError,
  }: ContactMessageRow) => ({ id, name, email, subject, message, createdAt, status, attempts, lastError });
  // A note's mail has the note's id; a refused note has none.
  const appreciationView = (
    { id, status, nemesisName, nemesisEmail, appreciation, senderName, senderEmail, createdAt }: AppreciationNoteRow,
    mailOf: Map<string, MailRow>,
  ) => ({
    id,
    status: status === 'refused' ? status : noteState(mailOf.get(id)),
    deliverAt: mailOf.get(id)?.notBefore ?? null,
    nemesisName,
    nemesisEmail,
    appreciation,
    senderName,
    senderEmail,
    createdAt,
  });

  return {
    /** A page of the outbox, newest first, without the mails' text. */
    async mail(request: PageRequest) {
      const { rows, totalCount } = await mail.page(request);
      return { mail: rows.map(summary), totalCount };
    },

    /** One mail with its plain text (codes and passwords masked), or a note once its text is no longer kept. */
    async mailItem(id: string) {
      const row = await mail.findById(id);
      if (!row) throw new AppError('NOT_FOUND', adminMessages.mailNotFound);
      return { ...summary(row), text: row.textBody || adminMessages.mailTextRemoved };
    },

    /**
     * The database, the mail waiting to go and the mail kept unsent for want of an SMTP server (each null
     * when unknown), whether each configured AI provider (and the active model's) answers now: 'degraded'
     * when any of them fails; and the last backup. Never throws.
     */
    async health() {
      const activeModel = await deps.models.active().then(
        ({ modelId }) => modelId,
        () => undefined,
      );
      const now = clock.now().toISOString();
      const [{ database, timestamp }, backlog, kept, listing] = await Promise.all([
        deps.health.check(),
        mail.countPending(now).catch(() => null),
        mail.countKept(now).catch(() => null),
        deps.providers.listAllModels(activeModel),
      ]);
      const providers = deps.providers.checked(activeModel).map((name) => {
        const failure = listing.failures.find((failed) => failed.name === name);
        return { name, reachable: !failure, address: deps.providers.addressOf(name), error: failure?.error ?? null };
      });
      const healthy = database === 'ok' && backlog !== null && providers.every((provider) => provider.reachable);
      const backup = deps.lastBackup();
      const lastBackup = backup ? { at: backup.createdAt, sizeBytes: backup.sizeBytes } : null;
      return {
        status: healthy ? ('ok' as const) : ('degraded' as const),
        database,
        mailBacklog: backlog,
        smtp: deps.smtp,
        mailKept: kept,
        providers,
        lastBackup,
        checkedAt: timestamp,
      };
    },

    /** A page of contact messages, newest first. */
    async contactMessages(request: PageRequest) {
      const { rows, totalCount } = await deps.contact.list(request);
      return { messages: rows.map(contactView), totalCount };
    },

    /** A page of the Nemesis Notes, newest first, each where it stands (held, cancelled, sent, refused…). */
    async appreciationNotes(request: PageRequest) {
      const { rows, totalCount } = await deps.appreciation.list(request);
      const mails = await mail.findByIds(rows.map((row) => row.id));
      const mailOf = new Map(mails.map((row) => [row.id, row]));
      return { notes: rows.map((row) => appreciationView(row, mailOf)), totalCount };
    },
  };
}

export type AdminReportService = ReturnType<typeof createAdminReportService>;
