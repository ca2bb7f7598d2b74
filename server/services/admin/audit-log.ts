import { newId } from '../../auth/secrets.ts';
import type { AuditRepository } from '../../db/repositories/audit-repository.ts';
import type { PageRequest } from '../../db/repositories/newest-first-page.ts';
import type { AdminAuditRow, UserRow } from '../../db/schema.ts';

/** The actor of operator commands run beside the database (`nemesis admin grant`), which no signed-in user makes. */
export const localCliActor = { id: 'local-cli', email: 'local CLI' } as const satisfies Pick<UserRow, 'id' | 'email'>;

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * The entry recording that `actor` did `action` to `target` at `at`, changing `before` into `after`. Services
 * insert it through the unit of work that makes the change (`tx.audit.insert`), so both commit or neither.
 */
export function auditEntry(
  actor: Pick<UserRow, 'id' | 'email'>,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
  at: Date,
): AdminAuditRow {
  return {
    id: newId(),
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    target,
    before: json(before),
    after: json(after),
    createdAt: at.toISOString(),
  };
}

/** The admin audit log: every admin write with who made it, when, and the state before and after (written as auditEntry says). */
export function createAuditLog(repository: AuditRepository) {
  return {
    /** A page of entries, newest first, with before and after read back from JSON. */
    async page(request: PageRequest) {
      const { rows, totalCount } = await repository.page(request);
      const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
      return {
        entries: rows.map((row) => ({ ...row, before: parse(row.before), after: parse(row.after) })),
        totalCount,
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
