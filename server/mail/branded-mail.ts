import { escapeHtml } from '../escape-html.ts';
import type { OutgoingMail } from './mail-service.ts';

/** The closing line of every plain-text mail. */
export const textSignature = '-- Nemesis Day, 15 February. Keep your friends close and your nemesis closer.';

/** A paragraph row of a branded mail; `html` is trusted markup (escape what a user typed first). */
export function htmlRow(html: string, style = 'padding-top:16px;font-size:16px;line-height:1.5'): string {
  return `<tr><td style="${style}">${html}</td></tr>`;
}

/** The branded HTML frame of every mail: the Nemesis Day heading above `rows` (table rows of trusted markup). */
export function brandedHtml(rows: string): string {
  return `<!doctype html><html><body style="margin:0;background:#1a0b1f;font-family:Arial,Helvetica,sans-serif;color:#f6eef8">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#321a3c;border-radius:14px;padding:28px">
<tr><td style="font-size:22px;font-weight:bold;color:#f5b942">&#9889; Nemesis Day</td></tr>
${rows}
</table></td></tr></table></body></html>`;
}

/** A row quoting what a user typed: escaped, line breaks kept, set apart from our own words. */
export function htmlQuote(text: string): string {
  return `<tr><td style="padding-top:12px"><div style="white-space:pre-wrap;background:#1a0b1f;border-left:4px solid #f5b942;border-radius:8px;padding:14px 16px;font-size:16px;line-height:1.5">${escapeHtml(text)}</div></td></tr>`;
}

/** A typed name or subject on one line: a line break in it would break the line it is put in. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The style of a row of small print. */
export const smallPrint = 'padding-top:16px;font-size:14px;line-height:1.5;color:#cbb8d2';

/**
 * A Nemesis Day e-mail in plain text and HTML: an introduction, a code shown large if there is one
 * (a code or a password: a secret the outbox masks), and a closing note (all our own words).
 */
export function brandedMail(to: string, subject: string, parts: { intro: string; code?: string; outro: string }): OutgoingMail {
  const { intro, code, outro } = parts;
  const codeRow = code
    ? `<tr><td align="center" style="padding:24px 0"><span style="display:inline-block;font-size:32px;letter-spacing:8px;font-weight:bold;background:#1a0b1f;color:#ffffff;border:2px solid #f5b942;border-radius:10px;padding:12px 20px">${code}</span></td></tr>`
    : undefined;
  return {
    to,
    subject,
    text: `Nemesis Day\n\n${intro}\n\n${code ? `    ${code}\n\n` : ''}${outro}\n\n${textSignature}\n`,
    html: brandedHtml([htmlRow(intro), codeRow, htmlRow(outro, code ? 'font-size:14px;line-height:1.5;color:#cbb8d2' : smallPrint)].filter(Boolean).join('\n')),
    ...(code ? { secrets: [code] } : {}),
  };
}
