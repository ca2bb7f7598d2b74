import type { Selectable } from 'kysely';
import type {
  AccessTokensTable,
  DeviceCodesTable,
  IdentitiesTable,
  SessionsTable,
  UsersTable,
} from './tables/account-tables.ts';
import type {
  AppreciationNotesTable,
  ContactMessagesTable,
  DoNotContactTable,
  MailOutboxTable,
} from './tables/message-tables.ts';
import type {
  GeneratedRoastsTable,
  NoteCardsTable,
  NoteReactionsTable,
  NotesTable,
  NoteViewsTable,
  PromptTemplatesTable,
} from './tables/note-tables.ts';
import type { HiddenNotesTable, NoteReportsTable, ReviewQueueTable } from './tables/moderation-tables.ts';
import type { AdminAuditTable, AdminConfigTable, RateLimitsTable, RowCountsTable } from './tables/server-tables.ts';
import type {
  MfaFactorsTable,
  PasskeysTable,
  RecoveryCodesTable,
  SignInChallengesTable,
  SignInEventsTable,
  VerificationCodesTable,
  WebauthnChallengesTable,
} from './tables/sign-in-tables.ts';

/** Every table, as Kysely sees it (camelCase here, snake_case in SQL); each is declared in tables/ by area. */
export interface DatabaseSchema {
  adminConfig: AdminConfigTable;
  users: UsersTable;
  verificationCodes: VerificationCodesTable;
  sessions: SessionsTable;
  accessTokens: AccessTokensTable;
  signInChallenges: SignInChallengesTable;
  rateLimits: RateLimitsTable;
  mailOutbox: MailOutboxTable;
  notes: NotesTable;
  noteViews: NoteViewsTable;
  promptTemplates: PromptTemplatesTable;
  generatedRoasts: GeneratedRoastsTable;
  noteCards: NoteCardsTable;
  noteReactions: NoteReactionsTable;
  appreciationNotes: AppreciationNotesTable;
  contactMessages: ContactMessagesTable;
  doNotContact: DoNotContactTable;
  adminAudit: AdminAuditTable;
  deviceCodes: DeviceCodesTable;
  identities: IdentitiesTable;
  mfaFactors: MfaFactorsTable;
  recoveryCodes: RecoveryCodesTable;
  signInEvents: SignInEventsTable;
  passkeys: PasskeysTable;
  webauthnChallenges: WebauthnChallengesTable;
  noteReports: NoteReportsTable;
  hiddenNotes: HiddenNotesTable;
  rowCounts: RowCountsTable;
  reviewQueue: ReviewQueueTable;
}

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type MfaFactorRow = Selectable<MfaFactorsTable>;
export type AccessTokenRow = Selectable<AccessTokensTable>;
export type MailRow = Selectable<MailOutboxTable>;
export type NoteRow = Selectable<NotesTable>;
export type PromptTemplateRow = Selectable<PromptTemplatesTable>;
export type GeneratedRoastRow = Selectable<GeneratedRoastsTable>;
export type AppreciationNoteRow = Selectable<AppreciationNotesTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type AdminAuditRow = Selectable<AdminAuditTable>;
export type IdentityRow = Selectable<IdentitiesTable>;
export type DeviceCodeRow = Selectable<DeviceCodesTable>;
export type NoteReportRow = Selectable<NoteReportsTable>;
export type HiddenNoteRow = Selectable<HiddenNotesTable>;

/** The client last seen using a session or access token: its User-Agent and address (client-address.ts). */
export type SeenClient = Pick<SessionRow, 'userAgent' | 'address'>;

/** What a user's account is in (spec §4, User status values). */
export type UserStatus = UsersTable['status'];

/** What a code may be used for; a code is only ever accepted for its own purpose. */
export type CodePurpose = VerificationCodesTable['purpose'];

/** The roast stages: which prompt wrote a roast. */
export type RoastStage = GeneratedRoastsTable['stage'];
