import { formMessages } from '../auth/auth-messages.ts';
import { noteMessages } from '../notes/note-messages.ts';

/** Field and result messages of Send a Nemesis Note (spec §2, §5, §8; the spec leaves the field wording open). */
export const appreciationMessages = {
  nemesisNameRequired: noteMessages.nameRequired,
  nameTooLong: noteMessages.nameTooLong,
  nemesisEmailRequired: 'Nemesis e-mail is required',
  invalidEmail: formMessages.invalidEmail,
  appreciationRequired: 'Please tell them why you appreciate them',
  appreciationTooLong: 'Appreciation must be 2000 characters or less',
  senderNameRequired: 'Your name is required',
  senderEmailRequired: 'Your e-mail is required',
  agreeRequired: 'Please agree to the Terms of Service and Privacy Policy',
  stepTwoTitle: 'Almost there...',
  /** Followed by the Buy a Coffee link; without COFFEE_URL the sentence ends at 'Success!'. */
  success: 'Success! Consider buying the site admin a coffee:',
  successWithoutCoffee: 'Success!',
  buyCoffee: 'Buy a Coffee',
  /** Put before the server's message. */
  errorPrefix: 'Error: ',
  networkError: 'An error occurred. Please try again.',
  recipientStopped: 'This person has asked not to receive Nemesis Notes, so yours was not sent.',
  timeZoneRequired: 'Please choose the time zone of their Nemesis Day',
} as const;

/** Texts of a Nemesis Note held for Nemesis Day and of its cancel link. */
export const scheduledNoteMessages = {
  invalidLink: 'This cancel link is not valid. Please use the link from the e-mail.',
  /** Followed by the moment in the chosen zone. */
  scheduledFor: 'It reaches them on Nemesis Day: ',
  cancellable: 'Until then it waits with us: cancel it, and nothing is sent.',
  cancelled: 'Cancelled: your Nemesis Note will not be sent.',
  tooLate: 'Its moment has come, so it can no longer be cancelled.',
  stopped: 'It was not sent: they asked not to receive Nemesis Notes.',
  failed: 'It was not sent: their mail server did not take it.',
} as const;

/** Field and result messages of the Contact form (spec §2, §5, §9). */
export const contactMessages = {
  nameRequired: 'Name is required',
  nameTooLong: noteMessages.nameTooLong,
  emailRequired: 'E-mail is required',
  invalidEmail: formMessages.invalidEmail,
  subjectRequired: 'Subject is required',
  subjectTooLong: 'Subject must be 200 characters or less',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be 5000 characters or less',
  thankYou: 'Thank you for your message! We will reply within 7 business days.',
} as const;

/** Messages of the stop link that ends all Nemesis Notes to an address. */
export const stopMessages = {
  invalidLink: 'This stop link is not valid. Please use the link from the e-mail.',
  stopped: 'Done: no more Nemesis Notes will be sent to this address.',
  resumed: 'Nemesis Notes to this address are allowed again.',
} as const;

/** The message of a malformed idempotency key (a client bug, never the user's doing). */
export const invalidSubmissionId = 'The submission id must be a UUID';

/** The form service's codes (spec §8), in our words: they are kept with a contact message whose forwarding failed. */
const formServiceMessages: Record<string, string> = {
  BLOCKED: 'The form service blocked the message as spam.',
  EMPTY: 'The form service received the message as empty.',
  FILES_TOO_BIG: 'The form service found the attached files too big.',
  FORM_NOT_FOUND: 'The form service does not know this form: check FORMSPREE_FORM_ID.',
  INACTIVE: 'The form is switched off at the form service.',
  NO_FILE_UPLOADS: 'The form service does not take file uploads for this form.',
  PROJECT_NOT_FOUND: 'The form service does not know the project of this form.',
  TOO_MANY_FILES: 'The form service found too many attached files.',
  REQUIRED_FIELD_EMPTY: 'The form service found a required field empty.',
  REQUIRED_FIELD_MISSING: 'The form service found a required field missing.',
  TYPE_EMAIL: 'The form service did not take the e-mail address as valid.',
  TYPE_NUMERIC: 'The form service expected a number in a field.',
  TYPE_TEXT: 'The form service expected text in a field.',
};

/** Our wording for a form-service code, and a plain one for a code it may add later. */
export function formServiceMessage(code: string): string {
  return formServiceMessages[code] ?? `The form service refused the message (${code}).`;
}
