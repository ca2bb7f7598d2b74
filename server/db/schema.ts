import type { Generated, Selectable } from 'kysely';
import type { SignInMethod } from '#contract/auth/mfa-schemas.ts';

/** The admin-config table: one JSON value per key (spec §3, Admin config). */
export interface AdminConfigTable {
  configKey: string;
  configValue: string;
  updatedAt: string;
}

/** What a user's account is in (spec §4, User status values). */
export type UserStatus = 'CONFIRMED' | 'UNCONFIRMED' | 'ARCHIVED' | 'COMPROMISED';

/** A step the user must take at their next sign-in. */
export type RequiredAction = 'RESET_PASSWORD' | 'NEW_PASSWORD';

export interface UsersTable {
  id: string;
  /** Trimmed and lower-cased: e-mails are unique regardless of case. */
  email: string;
  passwordHash: string;
  status: UserStatus;
  emailVerifiedAt: string | null;
  requiredAction: RequiredAction | null;
  givenName: string | null;
  familyName: string | null;
  createdAt: string;
  lastLoginAt: string | null;
  loginType: string | null;
}

/** What a code may be used for; a code is only ever accepted for its own purpose. */
export type CodePurpose = 'confirm-sign-up' | 'reset-password' | 'sign-in' | 'mfa-setup' | 'verify-email';

export interface VerificationCodesTable {
  id: string;
  userId: string;
  purpose: CodePurpose;
  codeHash: string;
  attempts: number;
  createdAt: string;
  expiresAt: string;
}

export interface SessionsTable {
  id: string;
  tokenHash: string;
  userId: string;
  authMethod: 'password' | 'oidc';
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

export interface AccessTokensTable {
  id: string;
  tokenHash: string;
  userId: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface SignInChallengesTable {
  id: string;
  tokenHash: string;
  userId: string;
  step: string;
  expiresAt: string;
  /** What the next step needs (JSON), such as an authenticator secret being set up. */
  data: string | null;
  attempts: Generated<number>;
}

/** A second factor: an authenticator app (its secret) or e-mail codes; unconfirmed while being set up. */
export interface MfaFactorsTable {
  id: string;
  userId: string;
  type: 'EMAIL' | 'TOTP';
  secret: string | null;
  lastUsedStep: number | null;
  confirmedAt: string | null;
  createdAt: string;
}

export interface PasskeysTable {
  /** The credential id (base64url), as the authenticator made it. */
  id: string;
  userId: string;
  name: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  /** JSON list of the transports the authenticator named. */
  transports: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface WebauthnChallengesTable {
  id: string;
  tokenHash: string;
  /** The user registering a passkey; null for a passkey sign-in, whose user is not known yet. */
  userId: string | null;
  challenge: string;
  expiresAt: string;
}

export interface RecoveryCodesTable {
  id: string;
  userId: string;
  codeHash: string;
  usedAt: string | null;
  createdAt: string;
}

export interface SignInEventsTable {
  id: string;
  userId: string;
  method: SignInMethod;
  /** Browser and system, read roughly from the user agent. */
  client: string;
  createdAt: string;
}

export interface RateLimitsTable {
  key: string;
  windowStartedAt: string;
  count: number;
}

/** pending: not yet sent (or waiting for a retry); sent; failed: gave up; logged: no SMTP server, kept here. */
export type MailStatus = 'pending' | 'sent' | 'failed' | 'logged';

export interface MailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  /** The text admins may read: codes and passwords masked, and emptied after MAIL_RETENTION_DAYS. */
  textBody: string;
  htmlBody: string;
  /** The full text and HTML as sent, sealed (auth/secret-box.ts), while a mail with a secret waits to go out. */
  sealedBody: string | null;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string | null;
  sentAt: string | null;
  /** The address replies go to, when not the sender's. */
  replyTo: string | null;
  /** Extra headers (our own values only, never user text) as a JSON object. */
  headers: string | null;
}

export interface NotesTable {
  shortUuid: string;
  vanityUrl: string;
  vanityKey: string;
  userId: string;
  nemesisName: string;
  nemesisAge: number;
  nemesisOccupation: string;
  userNotes: string;
  initialRoast: string;
  finalRoast: string;
  /** The model that wrote the final roast, and the prompt versions of both roasts. */
  modelId: string;
  initialPromptVersion: number;
  finalPromptVersion: number;
  createdAt: string;
}

export interface NoteViewsTable {
  id: string;
  shortUuid: string;
  viewerId: string;
  viewedAt: string;
}

export interface PromptTemplatesTable {
  promptId: string;
  version: number;
  promptText: string;
  description: string;
  /** 1 for the one active version of a prompt id, else 0 (an integer on both engines). */
  isActive: number;
  createdAt: string;
  createdBy: string;
  usageCount: number;
  lastUsedAt: string | null;
}

/** The roast stages: which prompt wrote a roast. */
export type RoastStage = 'initial-roast' | 'final-roast';

export interface GeneratedRoastsTable {
  id: string;
  userId: string;
  stage: RoastStage;
  textHash: string;
  modelId: string;
  promptVersion: number;
  createdAt: string;
  /** When a note published this roast (a roast is published once); null until then. */
  publishedAt: string | null;
}

export interface NoteCardsTable {
  shortUuid: string;
  pngBase64: string;
  etag: string;
  createdAt: string;
}

/** sent: mailed to the nemesis; refused: their address is on the do-not-contact list. */
export type AppreciationStatus = 'sent' | 'refused';

/** A Send a Nemesis Note submission. A refused one keeps the address masked and no appreciation text. */
export interface AppreciationNotesTable {
  id: string;
  submissionId: string | null;
  status: AppreciationStatus;
  nemesisName: string;
  nemesisEmail: string;
  appreciation: string;
  senderName: string;
  senderEmail: string;
  createdAt: string;
}

/** off: no form service configured; pending: to forward (or waiting for a retry); forwarded; failed: gave up. */
export type ForwardStatus = 'off' | 'pending' | 'forwarded' | 'failed';

export interface ContactMessagesTable {
  id: string;
  submissionId: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  /** Its forwarding to the form service, and that forwarding's attempts (named like the mail outbox's). */
  status: ForwardStatus;
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

/** One admin write: who, what (an action name and its target), the state before and after as JSON. */
export interface AdminAuditTable {
  id: string;
  actorId: string;
  actorEmail: string;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
  createdAt: string;
}

/** A provider's account linked to one of ours: who the provider says it is (subject) and the e-mail it gave. */
export interface IdentitiesTable {
  id: string;
  userId: string;
  /** google, facebook or oidc. */
  provider: string;
  subject: string;
  email: string | null;
  createdAt: string;
  lastLoginAt: string | null;
}

/** A device login of the CLI (migration 0008). */
export interface DeviceCodesTable {
  id: string;
  deviceCodeHash: string;
  userCode: string;
  clientName: string;
  status: 'pending' | 'approved' | 'denied' | 'done';
  userId: string | null;
  intervalSeconds: number;
  createdAt: string;
  expiresAt: string;
  polledAt: string | null;
}

/** Every table, as Kysely sees it (camelCase here, snake_case in SQL). */
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
