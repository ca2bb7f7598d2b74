import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { injectNoteMeta } from '../../server/og/note-meta.ts';

const indexHtml = await readFile(new URL('../../web/index.html', import.meta.url), 'utf8');

const meta = {
  title: 'A roast for Gary · Nemesis Day',
  description: 'Gary, you reply-all "noted" to every email.',
  canonicalUrl: 'https://nemesis.test/notes/abcde/gary',
  imageUrl: 'https://nemesis.test/notes/abcde/gary/card.png?v=1',
};

const count = (html: string, text: string) => html.split(text).length - 1;

describe('injectNoteMeta', () => {
  it('sets the description and adds each preview tag exactly once, leaving the title to the page', () => {
    const html = injectNoteMeta(indexHtml, meta);
    expect(count(html, '<title>')).toBe(1);
    expect(html).toContain(/<title>[^<]*<\/title>/.exec(indexHtml)![0]);
    expect(count(html, 'name="description"')).toBe(1);
    expect(html).toContain('<meta name="description" content="Gary, you reply-all &#34;noted&#34; to every email." />');
    expect(html).not.toContain('the day after Valentine');
    const tags = {
      '<link rel="canonical" href="https://nemesis.test/notes/abcde/gary" />': 1,
      '<meta property="og:type" content="article" />': 1,
      '<meta property="og:site_name" content="Nemesis Day" />': 1,
      '<meta property="og:title" content="A roast for Gary · Nemesis Day" />': 1,
      '<meta property="og:description" content="Gary, you reply-all &#34;noted&#34; to every email." />': 1,
      '<meta property="og:url" content="https://nemesis.test/notes/abcde/gary" />': 1,
      '<meta property="og:image" content="https://nemesis.test/notes/abcde/gary/card.png?v=1" />': 1,
      '<meta property="og:image:width" content="1200" />': 1,
      '<meta property="og:image:height" content="630" />': 1,
      '<meta property="og:image:alt" content="A roast for Gary · Nemesis Day" />': 1,
      '<meta name="twitter:card" content="summary_large_image" />': 1,
      '<meta name="twitter:title" content="A roast for Gary · Nemesis Day" />': 1,
      '<meta name="twitter:description" content="Gary, you reply-all &#34;noted&#34; to every email." />': 1,
      '<meta name="twitter:image" content="https://nemesis.test/notes/abcde/gary/card.png?v=1" />': 1,
    };
    for (const [tag, times] of Object.entries(tags)) expect(count(html, tag), tag).toBe(times);
    for (const name of [
      'og:type',
      'og:site_name',
      'og:title',
      'og:description',
      'og:url',
      'og:image',
      'og:image:width',
      'og:image:height',
      'og:image:alt',
    ]) {
      expect(count(html, `property="${name}"`), name).toBe(1);
    }
    for (const name of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image'])
      expect(count(html, `name="${name}"`), name).toBe(1);
    expect(count(html, 'rel="canonical"')).toBe(1);
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps the rest of the document intact and adds no inline script', () => {
    const html = injectNoteMeta(indexHtml, meta);
    for (const line of indexHtml.split('\n')) {
      if (/name="description"|<\/head>/.test(line)) continue;
      expect(html).toContain(line);
    }
    expect(count(html, '<script')).toBe(count(indexHtml, '<script'));
    expect(html).toMatch(/<script type="module" src="[^"]+"><\/script>\s*<\/body>\s*<\/html>\s*$/);
  });

  it('escapes markup, quotes and ampersands everywhere', () => {
    const name = `<script>alert("x")</script> & 'co'`;
    const html = injectNoteMeta(indexHtml, {
      title: `A roast for ${name} $& $1`,
      description: `${name} is the worst.`,
      canonicalUrl: `https://nemesis.test/notes/abcde/x"><script>`,
      imageUrl: `https://nemesis.test/card.png?a=1&b='2'`,
    });
    expect(html).not.toMatch(/<script>|alert\("x"\)|'co'/);
    expect(html).toContain(
      'property="og:title" content="A roast for &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;co&#39; $&#38; $1"',
    );
    expect(html).toContain(
      'content="&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;co&#39; is the worst."',
    );
    expect(html).toContain('href="https://nemesis.test/notes/abcde/x&#34;&#62;&#60;script&#62;"');
    expect(html).toContain('content="https://nemesis.test/card.png?a=1&#38;b=&#39;2&#39;"');
  });

  it('cuts a long description on a word boundary with an ellipsis', () => {
    const description = `${'Your spreadsheets are colour-coded like a crime scene, '.repeat(6)}and that is that.`;
    const html = injectNoteMeta(indexHtml, { ...meta, description });
    const content = html.match(/<meta property="og:description" content="([^"]*)"/)![1]!;
    expect(content.length).toBeLessThanOrEqual(200);
    expect(content.length).toBeGreaterThan(150);
    expect(content.endsWith('…')).toBe(true);
    expect(description.startsWith(content.slice(0, -1))).toBe(true);
    expect(description[content.length - 1]).toMatch(/[\s,]/); // the cut falls between words
    expect(html).toContain(`<meta name="description" content="${content}" />`);
    const short = injectNoteMeta(indexHtml, { ...meta, description: 'Short and\n  sweet.' });
    expect(short).toContain('<meta property="og:description" content="Short and sweet." />');
  });

  it('replaces preview tags that are already in the document', () => {
    const twice = injectNoteMeta(injectNoteMeta(indexHtml, meta), { ...meta, title: 'Second' });
    expect(count(twice, 'property="og:title"')).toBe(1);
    expect(count(twice, 'rel="canonical"')).toBe(1);
    expect(count(twice, 'name="description"')).toBe(1);
    expect(twice).toContain('<meta property="og:title" content="Second" />');
  });
});
