import { newId } from '../auth/secrets.ts';
import type { AuditRepository } from '../db/repositories/audit-repository.ts';
import type { PageRequest } from '../db/repositories/newest-first-page.ts';
import type { UserRow } from '../db/schema.ts';

/** The actor of operator commands run beside the database (`nemesis admin grant`), which no signed-in user makes. */
export const localCliActor = { id: 'local-cli', email: 'local CLI' } as const satisfies Pick<UserRow, 'id' | 'email'>;

/** The admin audit log: every admin write with who made it, when, and the state before and after. */
export function createAuditLog(repository: AuditRepository) {
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  return {
    /** Records that `actor` did `action` to `target`, changing `before` into `after`. */
    record(actor: Pick<UserRow, 'id' | 'email'>, action: string, target: string, before: unknown, after: unknown): Promise<void> {
      return repository.insert({
        id: newId(),
        actorId: actor.id,
        actorEmail: actor.email,
        action,
        target,
        before: json(before),
        after: json(after),
        createdAt: new Date().toISOString(),
      });
    },

    /** A page of entries, newest first, with before and after read back from JSON. */
    async page(request: PageRequest) {
      const { rows, totalCount } = await repository.page(request);
      const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
      return { entries: rows.map((row) => ({ ...row, before: parse(row.before), after: parse(row.after) })), totalCount };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
