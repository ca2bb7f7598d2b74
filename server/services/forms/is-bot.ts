/** Whether a form's hidden honeypot field was filled in: people never see it, so only bots do. */
export function isBot(honeypot: string | undefined): boolean {
  return (honeypot ?? '').trim() !== '';
}
