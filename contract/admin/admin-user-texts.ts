/** What the admin panel's user screen says (spec §8: its fallbacks, alert heading and empty states). */
export const adminUserTexts = {
  loadFailedTitle: 'Failed to Load Users',
  loadFailed: 'Failed to load users. Please try refreshing.',
  detailsFailed: 'Failed to load additional user details',
  noUsers: 'No users found',
  noMatches: 'No users match the current filters',
} as const;
