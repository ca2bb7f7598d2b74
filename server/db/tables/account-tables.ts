// The tables of accounts and their ways in: users, linked providers, sessions, tokens and the CLI's device logins.

export interface UsersTable {
  id: string;
  /** Trimmed and lower-cased: e-mails are unique regardless of case. */
  email: string;
  passwordHash: string;
  /** What the account is in (spec §4, User status values). */
  status: 'CONFIRMED' | 'UNCONFIRMED' | 'ARCHIVED' | 'COMPROMISED';
  emailVerifiedAt: string | null;
  /** A step the user must take at their next sign-in. */
  requiredAction: 'RESET_PASSWORD' | 'NEW_PASSWORD' | null;
  givenName: string | null;
  familyName: string | null;
  createdAt: string;
  lastLoginAt: string | null;
  loginType: string | null;
  /** When an admin disabled the account (migration 0016); null while it may sign in. Apart from its status. */
  disabledAt: string | null;
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

export interface SessionsTable {
  id: string;
  tokenHash: string;
  userId: string;
  /** How the session was signed in: a password (with any second factor), a passkey, or a social provider. */
  authMethod: 'password' | 'passkey' | 'oidc';
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  /** The User-Agent and address last seen using it (migration 0012); null until then. */
  userAgent: string | null;
  address: string | null;
}

export interface AccessTokensTable {
  id: string;
  tokenHash: string;
  userId: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** When it stops being accepted (migration 0012). */
  expiresAt: string;
  /** The User-Agent and address last seen using it; null until it is used. */
  userAgent: string | null;
  address: string | null;
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
