/**
 * How a mail kept without SMTP reads on the server's console: who it is to, its subject and its plain
 * text (with the code, password or link in it), set off from the JSON log lines around it.
 */
export function mailConsoleBlock(mail: { to: string; subject: string; text: string }): string {
  const body = mail.text.split('\n').map((line) => (line ? `  ${line}` : line));
  return [
    `──── Mail not sent (no SMTP_URL) ────`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    '',
    ...body,
    '─'.repeat(37),
    '',
  ].join('\n');
}
