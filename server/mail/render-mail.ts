import { escapeHtml } from '../escape-html.ts';

/** A paragraph of a mail: our words as a string, or an object for bold, small print, a note under it or a quote. */
export type MailParagraph =
  | string
  | {
      /** The words; a quote's are what someone typed, kept with their line breaks and set apart. */
      text: string;
      /** Words before `text` set in bold in HTML: a name or subject someone typed. */
      bold?: string;
      /** Words before `bold` in the plain text only, where bold cannot mark it out (`Subject:`). */
      textLabel?: string;
      small?: boolean;
      /** A line of small print right under the paragraph. */
      note?: string;
      quote?: boolean;
    };

/** A link in small print: `before label after.` in HTML, `before label after:` then the address in text. */
export interface MailLink {
  before: string;
  label: string;
  after: string;
  url: string;
}

/** What a mail says, top to bottom; every part is plain text, escaped for the HTML. */
export interface MailContent {
  /** What the mail is, beside the brand (the text opens "Nemesis Day: <heading>"); without it, the brand alone. */
  heading?: string;
  paragraphs: MailParagraph[];
  /** A code or password, shown large after the first paragraph. */
  code?: string;
  /** Links after the paragraphs, each on a line of its own in small print. */
  links?: MailLink[];
}

/** The closing line of every plain-text mail. */
const textSignature = '-- Nemesis Day, 15 February. Keep your friends close and your nemesis closer.';

const style = {
  paragraph: 'padding-top:16px;font-size:16px;line-height:1.5',
  small: 'padding-top:16px;font-size:14px;line-height:1.5;color:#cbb8d2',
  quote:
    'white-space:pre-wrap;background:#1a0b1f;border-left:4px solid #f5b942;border-radius:8px;padding:14px 16px;font-size:16px;line-height:1.5',
  code: 'display:inline-block;font-size:32px;letter-spacing:8px;font-weight:bold;background:#1a0b1f;color:#ffffff;border:2px solid #f5b942;border-radius:10px;padding:12px 20px',
};

/** Renders a Nemesis Day e-mail as plain text and as branded HTML, from one description of it. */
export function renderMail(content: MailContent): { text: string; html: string } {
  const paragraphs = content.paragraphs.map((paragraph) =>
    typeof paragraph === 'string' ? { text: paragraph } : paragraph,
  );
  const text: string[] = [content.heading ? `Nemesis Day: ${content.heading}` : 'Nemesis Day'];
  const rows: string[] = [];
  if (content.heading) rows.push(row(escapeHtml(content.heading[0]!.toUpperCase() + content.heading.slice(1))));
  for (const [index, paragraph] of paragraphs.entries()) {
    const { bold, textLabel, small, note, quote } = paragraph;
    text.push([textLabel, bold, paragraph.text].filter(Boolean).join(' ') + (note ? `\n${note}` : ''));
    if (quote)
      rows.push(
        `<tr><td style="padding-top:12px"><div style="${style.quote}">${escapeHtml(paragraph.text)}</div></td></tr>`,
      );
    else
      rows.push(
        row(
          [bold && `<strong>${escapeHtml(bold)}</strong>`, escapeHtml(paragraph.text)].filter(Boolean).join(' '),
          small,
        ),
      );
    if (note) rows.push(row(escapeHtml(note), true));
    if (index === 0 && content.code) {
      text.push(`    ${content.code}`);
      // 8px below, and the next row's 16px above, keep the code's 24px of room on both sides.
      rows.push(
        `<tr><td align="center" style="padding:24px 0 8px"><span style="${style.code}">${escapeHtml(content.code)}</span></td></tr>`,
      );
    }
  }
  for (const { before, label, after, url } of content.links ?? []) {
    text.push(`${before} ${label} ${after}:\n${url}`);
    rows.push(
      row(
        `${escapeHtml(before)} <a href="${escapeHtml(url)}" style="color:#f5b942">${escapeHtml(label)}</a> ${escapeHtml(after)}.`,
        true,
      ),
    );
  }
  text.push(textSignature);
  return { text: `${text.join('\n\n')}\n`, html: frame(rows.join('\n')) };
}

/** A paragraph row of trusted markup. */
function row(html: string, small = false): string {
  return `<tr><td style="${small ? style.small : style.paragraph}">${html}</td></tr>`;
}

/** The branded frame of every mail: the Nemesis Day brand above `rows` (table rows of trusted markup). */
function frame(rows: string): string {
  return `<!doctype html><html><body style="margin:0;background:#1a0b1f;font-family:Arial,Helvetica,sans-serif;color:#f6eef8">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#321a3c;border-radius:14px;padding:28px">
<tr><td style="font-size:22px;font-weight:bold;color:#f5b942">&#9889; Nemesis Day</td></tr>
${rows}
</table></td></tr></table></body></html>`;
}
