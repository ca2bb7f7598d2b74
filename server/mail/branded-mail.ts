import type { OutgoingMail } from './mail-service.ts';

/** A Nemesis Day e-mail in plain text and HTML: an introduction, a code shown large if there is one, and a closing note. */
export function brandedMail(to: string, subject: string, parts: { intro: string; code?: string; outro: string }): OutgoingMail {
  const { intro, code, outro } = parts;
  const codeText = code ? `    ${code}\n\n` : '';
  const codeHtml = code
    ? `<tr><td align="center" style="padding:24px 0"><span style="display:inline-block;font-size:32px;letter-spacing:8px;font-weight:bold;background:#1a0b1f;color:#ffffff;border:2px solid #f5b942;border-radius:10px;padding:12px 20px">${code}</span></td></tr>\n`
    : '';
  return {
    to,
    subject,
    text: `Nemesis Day\n\n${intro}\n\n${codeText}${outro}\n\n-- Nemesis Day, 15 February. Keep your friends close and your nemesis closer.\n`,
    html: `<!doctype html><html><body style="margin:0;background:#1a0b1f;font-family:Arial,Helvetica,sans-serif;color:#f6eef8">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#321a3c;border-radius:14px;padding:28px">
<tr><td style="font-size:22px;font-weight:bold;color:#f5b942">&#9889; Nemesis Day</td></tr>
<tr><td style="padding-top:16px;font-size:16px;line-height:1.5">${intro}</td></tr>
${codeHtml}<tr><td style="${code ? '' : 'padding-top:16px;'}font-size:14px;line-height:1.5;color:#cbb8d2">${outro}</td></tr>
</table></td></tr></table></body></html>`,
  };
}
