/**
 * Texts of a note sealed until Nemesis Day: the publish step's choice, the countdown page, the
 * author's controls and grid. Apart from the note's schemas, so a note page shows them without zod.
 */
export const sealMessages = {
  toggle: 'Seal until Nemesis Day',
  toggleHint: 'Readers see a countdown until 00:00 on 15 February in this time zone, then the roast.',
  timeZone: 'Time zone',
  sealedHeading: 'This roast opens on Nemesis Day',
  /** Before the moment it opens (a date, time and zone): 'Opens Monday, 15 February 2027 at 00:00 (Europe/Paris)'. */
  opens: 'Opens',
  /** The countdown at its end, while the note is fetched with its roast. */
  opening: 'Opening…',
  sealedBadge: 'Sealed',
  openEarly: 'Open it now',
  changeZone: 'Change time zone',
  saveZone: 'Save time zone',
  authorNote: 'Only you can read it until then.',
  /** Sealing on the day itself: the day has come, so the note is published open. */
  alreadyNemesisDay: 'It is Nemesis Day already in that time zone: publish it open.',
  /** Moving a sealed note to a zone where its day has come or gone. */
  zoneTooLate: 'It is Nemesis Day already in that time zone: open it now.',
  notSealed: 'This note is open already.',
  /** The sealed note's preview card, in place of its roast and its call to read it. */
  cardTeaser: 'This roast opens on Nemesis Day. Until then, there is only the countdown.',
  cardCall: 'See the countdown',
} as const;

/** The author's grid's words for a sealed note: 'Opens in N days' (calendar days in its zone; 'Opens today' should a reader's clock be ahead). */
export function opensInText(days: number): string {
  if (days <= 0) return 'Opens today';
  return `Opens in ${days} ${days === 1 ? 'day' : 'days'}`;
}
