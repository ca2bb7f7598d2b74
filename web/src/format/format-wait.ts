/** How long until something may be tried again, in words: "in 45 seconds", "in 15 minutes", "in 2 hours" (rounded up). */
export function formatWait(seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `in ${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
