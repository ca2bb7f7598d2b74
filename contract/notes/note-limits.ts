/** Field limits of a nemesis note (spec §5 and §9), shared by the server's checks and the wizard. */
export const noteLimits = {
  nemesisNameMax: 100,
  nemesisAgeMin: 1,
  nemesisAgeMax: 150,
  occupationMax: 200,
  userNotesMax: 2000,
  userNotesWarnBelow: 100,
  /** The longest roast a note takes; a roast typed in (the prompt playground's first roast) warns below roastWarnBelow left. */
  roastMax: 20_000,
  roastWarnBelow: 100,
  vanityUrlMax: 24,
  shortUuidLength: 5,
  /** Notes per page of "My Nemesis Notes": the default, and the most a client may ask for. */
  myNotesPage: 24,
  myNotesPageMax: 100,
} as const;

/** Letters, digits, hyphen and underscore: the characters a vanity URL may hold. */
export const vanityUrlPattern = /^[A-Za-z0-9_-]+$/;

/** Exactly noteLimits.shortUuidLength letters or digits. */
export const shortUuidPattern = new RegExp(`^[A-Za-z0-9]{${noteLimits.shortUuidLength}}$`);

/** Whether a path segment can be a note's short id. */
export function isShortUuid(value: string): boolean {
  return shortUuidPattern.test(value);
}

/** Whether a path segment can be a note's vanity part: 1 to vanityUrlMax letters, digits, hyphens and underscores. */
export function isVanityUrl(value: string): boolean {
  return value.length <= noteLimits.vanityUrlMax && vanityUrlPattern.test(value);
}

/**
 * Whether a path segment alone (`/notes/{segment}`) can name a note: its short id or its custom URL
 * (a short id wins where a note has one and another note has it as its custom URL).
 */
export function isNoteKey(value: string): boolean {
  return isShortUuid(value) || isVanityUrl(value);
}
