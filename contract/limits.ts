/** Field limits and business constants of spec §5 and §9, shared by the server's checks and the UI. */
export const limits = {
  nemesisNameMax: 100,
  nemesisAgeMin: 1,
  nemesisAgeMax: 150,
  occupationMax: 200,
  userNotesMax: 2000,
  userNotesWarnBelow: 100,
  vanityUrlMax: 24,
  shortUuidLength: 5,
  minimumUserAge: 18,
  passwordMinLength: 8,
} as const;

/** Letters, digits, hyphen and underscore: the characters a vanity URL may hold. */
export const vanityUrlPattern = /^[A-Za-z0-9_-]+$/;

/** Exactly five letters or digits. */
export const shortUuidPattern = /^[A-Za-z0-9]{5}$/;

/** Nemesis Day: 15 February (month is 1-based). */
export const nemesisDay = { month: 2, day: 15 } as const;

/** Timings of the UI (spec §9). */
export const timings = {
  countdownRefreshMs: 3_600_000,
  carouselIntervalMs: 5000,
  carouselSwipeThresholdPx: 40,
  copiedConfirmationMs: 2000,
  postLoginRedirectMs: 100,
  postLoginCodeRedirectMs: 1000,
  modalTransitionMs: 300,
  /** How long a started sign-in (a challenge such as choosing a new password) stays answerable. */
  signInStateMs: 180_000,
} as const;

/** Layout breakpoints in CSS pixels (spec §9). */
export const breakpoints = { base: 0, sm: 480, md: 768, lg: 992, xl: 1280, xxl: 1536 } as const;

/** Model settings used until an admin saves others (spec §9), and their ranges. */
export const modelDefaults = { temperature: 0.7, topP: 0.9, maxTokens: 4096 } as const;
export const modelSettingRanges = { temperature: [0, 1], topP: [0, 1], maxTokens: [1, 8192] } as const;

/** The model that needs no AI service: the built-in roaster. */
export const builtinModelId = 'builtin/roastbook';
