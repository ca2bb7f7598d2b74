import type { Kysely } from 'kysely';
import { createAccessTokenRepository } from './repositories/access-token-repository.ts';
import { createAppreciationNoteRepository } from './repositories/appreciation-note-repository.ts';
import { createAuditRepository } from './repositories/audit-repository.ts';
import { createChallengeRepository } from './repositories/challenge-repository.ts';
import { createCodeRepository } from './repositories/code-repository.ts';
import { createConfigRepository } from './repositories/config-repository.ts';
import { createContactMessageRepository } from './repositories/contact-message-repository.ts';
import { createDeviceCodeRepository } from './repositories/device-code-repository.ts';
import { createDoNotContactRepository } from './repositories/do-not-contact-repository.ts';
import { createIdentityRepository } from './repositories/identity-repository.ts';
import { createGeneratedRoastRepository } from './repositories/generated-roast-repository.ts';
import { createHealthRepository } from './repositories/health-repository.ts';
import { createMailRepository } from './repositories/mail-repository.ts';
import { createMfaFactorRepository } from './repositories/mfa-factor-repository.ts';
import { createNoteCardRepository } from './repositories/note-card-repository.ts';
import { createNoteReactionRepository } from './repositories/note-reaction-repository.ts';
import { createAdminNoteRepository } from './repositories/admin-note-repository.ts';
import { createNoteReportRepository } from './repositories/note-report-repository.ts';
import { createNoteRepository } from './repositories/note-repository.ts';
import { createPasskeyRepository } from './repositories/passkey-repository.ts';
import { createPromptRepository } from './repositories/prompt-repository.ts';
import { createRateLimitRepository } from './repositories/rate-limit-repository.ts';
import { createRecoveryCodeRepository } from './repositories/recovery-code-repository.ts';
import { createSecondFactorRepository } from './repositories/second-factor-repository.ts';
import { createSessionRepository } from './repositories/session-repository.ts';
import { createSignInEventRepository } from './repositories/sign-in-event-repository.ts';
import { createUserRepository } from './repositories/user-repository.ts';
import type { Database } from './database.ts';
import type { DatabaseSchema } from './schema.ts';

/** Every repository over one database (`db`, on `engine`): plain SQL, no rules. */
export function createRepositories(db: Kysely<DatabaseSchema>, engine: Database['engine']) {
  return {
    accessTokens: createAccessTokenRepository(db),
    appreciationNotes: createAppreciationNoteRepository(db),
    audit: createAuditRepository(db),
    challenges: createChallengeRepository(db),
    codes: createCodeRepository(db),
    configs: createConfigRepository(db),
    contactMessages: createContactMessageRepository(db),
    deviceCodes: createDeviceCodeRepository(db),
    doNotContact: createDoNotContactRepository(db),
    generatedRoasts: createGeneratedRoastRepository(db),
    health: createHealthRepository(db),
    identities: createIdentityRepository(db),
    mail: createMailRepository(db),
    mfaFactors: createMfaFactorRepository(db),
    noteCards: createNoteCardRepository(db),
    noteReactions: createNoteReactionRepository(db),
    notes: createNoteRepository(db),
    noteReports: createNoteReportRepository(db),
    adminNotes: createAdminNoteRepository(db, engine),
    passkeys: createPasskeyRepository(db),
    prompts: createPromptRepository(db),
    rateLimits: createRateLimitRepository(db),
    recoveryCodes: createRecoveryCodeRepository(db),
    secondFactors: createSecondFactorRepository(db),
    sessions: createSessionRepository(db),
    signInEvents: createSignInEventRepository(db),
    users: createUserRepository(db, engine),
  };
}

/** Every repository, over the database or over one unit of work's transaction. */
export type Repositories = ReturnType<typeof createRepositories>;
