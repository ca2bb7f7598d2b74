import { errorTypeDisplay } from '../api/error-catalogue.ts';

/** Form messages of the sign-in screens (spec §5), word for word. */
export const formMessages = {
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email',
  passwordsMustMatch: 'Your passwords must match',
  signOutFailed: 'Failed to sign out. Please try again.',
  loginRequiredForAccount: 'Please log in to access your account',
} as const;

/**
 * Messages the account service answers with, by error name. The spec keeps the error names but not the
 * original's cloud wording ('Incorrect username or password.', 'User is disabled.'): these are ours, in
 * plain words (decisions.md), except the spec's own texts (a signed-in user, the sign-in process).
 */
export const authErrorMessages = {
  NotAuthorizedException: 'Incorrect e-mail address or password.',
  UserAlreadyAuthenticatedException: 'There is already a signed in user.',
  UsernameExistsException: 'An account with this e-mail address already exists.',
  CodeMismatchException: 'That code is not right. Check it and try again.',
  ExpiredCodeException: 'That code has expired. Ask for a new one.',
  LimitExceededException: 'Too many attempts. Please wait a while and try again.',
  TooManyFailedAttemptsException: 'Too many wrong attempts. Please wait a while and try again.',
  CodeDeliveryFailureException: 'We could not send the code right now. It will be sent as soon as possible.',
  sessionRequired: errorTypeDisplay.authentication.message,
  challengeExpired: 'An error occurred during the sign in process',
  /** A signed-in user's password check (change password, a security change): there is no e-mail to get wrong. */
  wrongCurrentPassword: 'That is not your current password.',
  userDisabled: 'This account has been disabled. If you think this is a mistake, use the Contact page.',
  alreadyConfirmed: 'This account is already confirmed.',
  alreadyVerified: 'Your e-mail address is already verified.',
  signUpElsewhere:
    'Enter this code in the browser you signed up in, or sign in here with the password you chose to get a new code.',
} as const;

/** Messages of personal access tokens (ours: the spec has none). */
export const accessTokenMessages = {
  tooMany: (max: number) => `You can have at most ${max} access tokens: revoke one first`,
  notFound: 'No such access token',
  invalid: 'The access token is not valid',
  expired: (at: string) =>
    `This access token expired on ${at.slice(0, 10)}: log in again (nemesis login) or create a new token on your account page`,
  lifetime: (days: readonly number[]) => `A token lasts ${days.join(', ')} days`,
} as const;

/** Messages of the list of signed-in browsers and tokens (ours). */
export const sessionListMessages = {
  notFound: 'No such session: it may have been signed out already',
} as const;

/** The password rules an operator can switch on, with the spec's message for each. */
export const passwordRules = {
  lowercase: { pattern: /[a-z]/, message: 'Password must have lower case letters' },
  uppercase: { pattern: /[A-Z]/, message: 'Password must have upper case letters' },
  numbers: { pattern: /[0-9]/, message: 'Password must have numbers' },
  special: { pattern: /[^A-Za-z0-9]/, message: 'Password must have special characters' },
} as const;

/** One of the optional password rules. */
export type PasswordRule = keyof typeof passwordRules;

/** A password policy: a minimum length and the rules in force. */
export interface PasswordPolicy {
  minLength: number;
  rules: readonly PasswordRule[];
}

/** What is wrong with a password under a policy, in the spec's words; empty when it is fine. */
export function passwordProblems(password: string, policy: PasswordPolicy): string[] {
  const problems: string[] = [];
  if (password.length < policy.minLength) problems.push(`Password must have at least ${policy.minLength} characters`);
  for (const rule of policy.rules) {
    if (!passwordRules[rule].pattern.test(password)) problems.push(passwordRules[rule].message);
  }
  return problems;
}

/**
 * One plain mailbox, the same in the form and on the server: a dot-atom local part (RFC 5322 atext,
 * ASCII) @ a domain name of two or more labels. No display name, angle brackets, quotes, comments,
 * list or group, so no mailer can read it as more than one address (the server also parses it).
 * Without flags, as the API's description (JSON Schema) carries it.
 */
export const emailPattern =
  /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*@[a-zA-Z\d](?:[a-zA-Z\d-]{0,61}[a-zA-Z\d])?(?:\.[a-zA-Z\d](?:[a-zA-Z\d-]{0,61}[a-zA-Z\d])?)+$/;

/** Masks the middle of an e-mail's local part for display: `jane.doe@x.com` -> `j***e@x.com`. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const masked = local.length <= 2 ? `${local[0] ?? ''}***` : `${local[0]}***${local.at(-1)}`;
  return `${masked}@${domain}`;
}
