/** Why a note is reported, and why an admin hides one (issue 21): the same list for both. */
export const reportReasons = ['harassment', 'personal-information', 'hate', 'sexual-content', 'spam', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

/** Each reason as people read it. */
export const reportReasonLabels: Record<ReportReason, string> = {
  harassment: 'Harassment or bullying',
  'personal-information': 'Personal information',
  hate: 'Hate',
  'sexual-content': 'Sexual content',
  spam: 'Spam',
  other: 'Other',
};

/** The limits of reports and of an admin's decision. */
export const moderationLimits = {
  detailsMax: 1000,
  /** The report details' remaining-characters counter turns to a warning below this. */
  detailsWarnBelow: 100,
  statementMax: 2000,
  /** Reporters within this window who put a note on hold, unless the admin setting says otherwise (0 = never). */
  holdThresholdDefault: 3,
  /** The lowest and highest threshold the admin setting takes (0 turns the hold off). */
  holdThresholdMin: 0,
  holdThresholdMax: 1000,
  holdWindowMs: 24 * 60 * 60_000,
  /** Networks (an IPv4 address, or an IPv6 /64) those reporters must come from, unless one of them is signed in. */
  holdNetworksMin: 2,
} as const;

/** The admin setting (admin config key) of the automatic hold's threshold. */
export const holdThresholdConfigKey = 'report-hold-threshold';
