/**
 * Field limits of the Send a Nemesis Note and Contact forms. The spec leaves them open; these are
 * ours (stated in the README), shared by the server's checks and the forms.
 */
export const formLimits = {
  nameMax: 100,
  emailMax: 254,
  appreciationMax: 2000,
  /** The appreciation's remaining-characters counter turns to a warning below this. */
  appreciationWarnBelow: 100,
  subjectMax: 200,
  messageMax: 5000,
  /** The contact message's remaining-characters counter turns to a warning below this. */
  messageWarnBelow: 100,
  /** The reply the contact thank-you promises (spec §9). */
  contactReplyBusinessDays: 7,
} as const;
