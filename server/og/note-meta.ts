import type { PagePreview } from '#contract/site/page-head.ts';
import { escapeHtml } from '../escape-html.ts';
import { truncateAtWord } from './truncate-at-word.ts';

const descriptionMax = 200;

/**
 * The built index.html with the note's description, canonical link and Open Graph / Twitter tags,
 * all HTML-escaped; the rest of the document is kept as it is (the page renderer writes its title).
 * Tags of these names already in the document are replaced, so each appears once.
 */
export function injectNoteMeta(html: string, meta: PagePreview): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(truncateAtWord(meta.description.replace(/\s+/g, ' ').trim(), descriptionMax));
  const url = escapeHtml(meta.canonicalUrl);
  const image = escapeHtml(meta.imageUrl);
  const tags = [
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    ...[
      ['og:type', 'article'],
      ['og:site_name', 'Nemesis Day'],
      ['og:title', title],
      ['og:description', description],
      ['og:url', url],
      ['og:image', image],
      ['og:image:type', 'image/png'],
      ['og:image:width', '1200'],
      ['og:image:height', '630'],
      ['og:image:alt', title],
    ].map(([property, content]) => `<meta property="${property}" content="${content}" />`),
    ...[
      ['twitter:card', 'summary_large_image'],
      ['twitter:title', title],
      ['twitter:description', description],
      ['twitter:image', image],
      ['twitter:image:alt', title],
    ].map(([name, content]) => `<meta name="${name}" content="${content}" />`),
  ];
  // Functions as replacements, so a `$` in a note is never read as a replacement pattern.
  const cleaned = html
    .replace(
      /[ \t]*<meta\s[^>]*(?:name|property)=["'](?:description|og:[^"']*|twitter:[^"']*)["'][^>]*>\s*?\n?/gi,
      () => '',
    )
    .replace(/[ \t]*<link\s[^>]*rel=["']canonical["'][^>]*>\s*?\n?/gi, () => '');
  return cleaned.replace(
    /([ \t]*)<\/head>/i,
    (_, indent: string) => `${tags.map((tag) => `${indent}  ${tag}\n`).join('')}${indent}</head>`,
  );
}
