import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import { deviceLoginMessages } from '#contract/auth/device-login.ts';
import { reactionLimits, reactionMessages } from '#contract/notes/reactions.ts';
import type { Limit } from './rate-limiter.ts';

// Every rate limit of the server, by area. The README's Limits table states these numbers, and the
// names key the counters stored in the database: change one only with the other.

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const tooMany = { code: 'RATE_LIMIT_EXCEEDED', message: errorTypeDisplay['rate-limit'].message } as const;
const tooManyFailures = {
  code: 'TooManyFailedAttemptsException',
  message: authErrorMessages.TooManyFailedAttemptsException,
} as const;
const attemptLimit = { code: 'LimitExceededException', message: authErrorMessages.LimitExceededException } as const;

/** The limits of sign-in, codes and password changes: per IP against sprays, per account against guessing one password or code. */
export const authLimits = {
  signInPerIp: { name: 'sign-in-ip', max: 30, windowMs: 15 * minute, ...attemptLimit },
  // Per account and client (its device cookie, else its address): low, yet only that client waits.
  signInFailuresPerClient: { name: 'sign-in-failures', max: 5, windowMs: 15 * minute, ...tooManyFailures },
  // Per account from every client without the account's device cookie: high, against guessing from many addresses.
  signInFailuresPerAccount: { name: 'sign-in-failures-account', max: 100, windowMs: 15 * minute, ...tooManyFailures },
  codeChecksPerIp: { name: 'code-check-ip', max: 30, windowMs: 15 * minute, ...attemptLimit },
  // E-mailed codes checked for one address, from however many clients: a few codes' worth a day, far below
  // the 600 guesses a day the send limit and each code's 5 tries would otherwise allow.
  codeChecksPerAccount: { name: 'code-check-account', max: 30, windowMs: day, ...attemptLimit },
  // Authenticator and recovery codes checked for one account, wherever they come from.
  mfaChecksPerAccount: { name: 'mfa-check', max: 20, windowMs: 15 * minute, ...tooManyFailures },
  // Each started passkey ceremony stores a challenge: generous, yet no one fills the table.
  passkeyCeremoniesPerIp: { name: 'passkey-ip', max: 60, windowMs: 15 * minute, ...attemptLimit },
  codeSendsPerAccount: { name: 'code-send', max: 5, windowMs: hour, ...attemptLimit },
  // Generous: an office or campus shares one address.
  codeSendsPerIp: { name: 'code-send-ip', max: 50, windowMs: hour, ...attemptLimit },
  // The "someone tried to sign up with your address" notice: never refused, only not sent again.
  signUpNoticesPerAccount: { name: 'sign-up-notice', max: 1, windowMs: day, ...attemptLimit },
} as const satisfies Record<string, Limit>;

/** The CLI's device login, per IP: against filling the table from one address, and against guessing codes on the approval page. */
export const deviceLoginRateLimits = {
  startsPerIp: {
    name: 'device-start-ip',
    max: 20,
    windowMs: 15 * minute,
    code: 'RATE_LIMIT_EXCEEDED',
    message: deviceLoginMessages.tooMany,
  },
  lookupsPerIp: {
    name: 'device-lookup-ip',
    max: 30,
    windowMs: 15 * minute,
    code: 'RATE_LIMIT_EXCEEDED',
    message: deviceLoginMessages.tooMany,
  },
} as const satisfies Record<string, Limit>;

/**
 * The limits of the public forms. Notes are counted per sender address, per recipient (whoever
 * sends) and per sender-recipient pair, so neither one sender nor many can flood a mailbox; the
 * sender's typed e-mail is not counted, since anyone can type any.
 */
export const formRateLimits = {
  notesPerIp: { name: 'appreciation-ip', max: 10, windowMs: hour, ...tooMany },
  notesPerRecipient: { name: 'appreciation-recipient', max: 5, windowMs: day, ...tooMany },
  notesPerPair: { name: 'appreciation-pair', max: 2, windowMs: day, ...tooMany },
  contactPerIp: { name: 'contact-ip', max: 5, windowMs: hour, ...tooMany },
} as const satisfies Record<string, Limit>;

/**
 * Reports of notes: per address against one visitor flooding the queue, and per note against a crowd
 * piling onto one (a few reporters already put it on hold).
 */
export const reportRateLimits = {
  reportsPerIp: { name: 'report-ip', max: 10, windowMs: hour, ...tooMany },
  reportsPerNote: { name: 'report-note', max: 30, windowMs: hour, ...tooMany },
} as const satisfies Record<string, Limit>;

/** Nemesis notes and their roasts. */
export const noteRateLimits = {
  // Each note needs two roasts of its own, and more than this is not a person writing.
  notesPerUserHour: { name: 'notes-hour', max: 10, windowMs: hour, ...tooMany },
  notesPerUserDay: { name: 'notes-day', max: 30, windowMs: day, ...tooMany },
  // Enough for a few notes, too few to use the server as a free model.
  generationsPerUser: { name: 'generation', max: 30, windowMs: hour, ...tooMany },
  // Each card costs a worker ~100 ms, and cards of new notes are drawn at publishing.
  cardDrawsPerClient: { name: 'card-draw', max: 20, windowMs: minute, ...tooMany },
  // Reacting, changing and taking back a reaction: plenty for a reader, or an office behind one
  // address, too few to stuff the counts with new browsers.
  reactionsPerIp: { name: 'reaction-ip', max: 60, windowMs: 15 * minute, ...tooMany },
  // New reactions of readers without an account, per note and network: what cookie rotation can move.
  reactionsPerNetworkNote: {
    name: 'reaction-network',
    max: reactionLimits.perNetworkPerNote,
    windowMs: reactionLimits.networkWindowMs,
    code: 'RATE_LIMIT_EXCEEDED',
    message: reactionMessages.networkFull,
  },
} as const satisfies Record<string, Limit>;

/** The admin panel: test roasts per admin, plenty for tuning, too few to turn the panel into a free model. */
export const adminRateLimits = {
  labRunsPerAdmin: { name: 'roast-lab', max: 60, windowMs: hour, ...tooMany },
} as const satisfies Record<string, Limit>;
