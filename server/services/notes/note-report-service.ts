import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import type { ReportNoteRequest } from '#contract/moderation/moderation-schemas.ts';
import { holdThresholdConfigKey, moderationLimits } from '#contract/moderation/report-reasons.ts';
import { AppError } from '../../app-error.ts';
import { newId } from '../../auth/secrets.ts';
import type { TokenHasher } from '../../auth/secrets.ts';
import type { ConfigRepository } from '../../db/repositories/config-repository.ts';
import type { NoteReportRepository } from '../../db/repositories/note-report-repository.ts';
import type { NoteRepository } from '../../db/repositories/note-repository.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { auditEntry } from '../admin/audit-log.ts';
import { isBot } from '../forms/is-bot.ts';
import { removalError } from './note-removal.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';
import { reportRateLimits } from '../limits/rate-limits.ts';
import type { Clock } from '../../clock.ts';

/**
 * Who reports: a signed-in user (`userId`), or a visitor by the device id of a device cookie this
 * server issued (`deviceId`); and the network it reports from (`address`, client-address.ts).
 */
export interface Reporter {
  userId?: string | undefined;
  deviceId?: string | undefined;
  address: string;
}

/** The audit log's actor of an automatic hold, which no admin makes. */
export const automaticHoldActor = { id: 'automatic-hold', email: 'automatic hold' } as const;

const taken = { success: true } as const;

/** What the reporter key hashes: the account, else the device, wherever it reports from. */
function reporterOf({ userId, deviceId }: Reporter): string {
  if (userId) return `user ${userId}`;
  if (deviceId) return `visitor ${deviceId}`;
  throw new Error('A report needs a reporter: an account or a device id');
}

/**
 * Reports of notes by anyone: one per reporter and note (a repeat is answered like the first and
 * stores nothing), within the limits per address and per note. A note reported by the admin setting's
 * number of different reporters within 24 hours (default 3, 0 = never) is held pending review, if
 * they come from at least two networks or one of them is signed in: anyone can be a new visitor at
 * will, but not on another network, nor signed in.
 */
export function createNoteReportService(deps: {
  reports: NoteReportRepository;
  notes: Pick<NoteRepository, 'find'>;
  configs: ConfigRepository;
  limiter: RateLimiter;
  hasher: TokenHasher;
  unitOfWork: UnitOfWork;
  clock: Clock;
}) {
  const { reports, clock } = deps;

  /** The admin setting, or its default when unset or unreadable. */
  async function holdThreshold(): Promise<number> {
    const stored = await deps.configs.find(holdThresholdConfigKey);
    const value = stored ? Number(stored.configValue) : Number.NaN;
    return Number.isInteger(value) && value >= 0 ? value : moderationLimits.holdThresholdDefault;
  }

  async function holdIfReportedEnough(shortUuid: string, now: Date): Promise<void> {
    const threshold = await holdThreshold();
    if (threshold === 0) return;
    const since = new Date(now.getTime() - moderationLimits.holdWindowMs).toISOString();
    const open = await reports.openReportersSince(shortUuid, since);
    if (open.reporters < threshold || (open.networks < moderationLimits.holdNetworksMin && open.signedIn === 0)) return;
    const hold = {
      shortUuid,
      held: 1,
      reason: null,
      statement: null,
      hiddenAt: now.toISOString(),
      hiddenBy: automaticHoldActor.email,
    };
    // The hold and its audit entry go in together.
    await deps.unitOfWork(async (tx) => {
      if (await tx.noteReports.holdOnce(hold))
        await tx.audit.insert(
          auditEntry(automaticHoldActor, 'moderation.hold', shortUuid, null, { held: true, threshold }, clock.now()),
        );
    });
  }

  return {
    /**
     * Takes a report of a note. Throws NOTE_NOT_FOUND for no such note, NOTE_REMOVED or
     * NOTE_UNDER_REVIEW for a hidden one, RATE_LIMIT_EXCEEDED past a limit.
     */
    async report(shortUuid: string, input: ReportNoteRequest, reporter: Reporter): Promise<typeof taken> {
      if (isBot(input.website)) return taken;
      const note = await deps.notes.find(shortUuid);
      if (!note) throw new AppError('NOTE_NOT_FOUND', errorTypeDisplay['not-found'].message);
      const hidden = await reports.findHidden(shortUuid);
      if (hidden) throw removalError(hidden);
      // Only keyed hashes of who reports and from where are kept: never a visitor's address as it is.
      const reporterKey = deps.hasher.hash(reporterOf(reporter));
      if (await reports.exists(shortUuid, reporterKey)) return taken;
      await deps.limiter.hit(reportRateLimits.reportsPerIp, reporter.address);
      await deps.limiter.hit(reportRateLimits.reportsPerNote, shortUuid);
      const now = clock.now();
      const stored = await reports.insertOnce({
        id: newId(),
        shortUuid,
        reporterKey,
        reporterId: reporter.userId ?? null,
        networkKey: deps.hasher.hash(`network ${reporter.address}`),
        reason: input.reason,
        details: input.details ?? null,
        email: input.email ?? null,
        createdAt: now.toISOString(),
        decision: null,
        decidedAt: null,
        decidedBy: null,
      });
      if (stored) await holdIfReportedEnough(shortUuid, now);
      return taken;
    },
  };
}

export type NoteReportService = ReturnType<typeof createNoteReportService>;
