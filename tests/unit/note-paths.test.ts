import { describe, expect, it } from 'vitest';
import { isShortUuid } from '#contract/notes/note-limits.ts';
import { notePath, noteUrl } from '#contract/notes/note-paths.ts';
import { isSpaRoute } from '#contract/site/spa-routes.ts';

describe('note addresses', () => {
  it('builds the page path with the vanity part, and without it when there is none', () => {
    expect(notePath({ shortUuid: 'abc12', vanityUrl: 'Lex-Luthor' })).toBe('/notes/abc12/Lex-Luthor');
    expect(notePath({ shortUuid: 'abc12', vanityUrl: '' })).toBe('/notes/abc12');
    expect(notePath({ shortUuid: 'abc12' })).toBe('/notes/abc12');
    expect(isSpaRoute(notePath({ shortUuid: 'abc12', vanityUrl: 'x' }))).toBe(true);
  });

  it('builds the absolute URL at the public origin', () => {
    expect(noteUrl('https://nemesis.example', { shortUuid: 'abc12', vanityUrl: 'gary' })).toBe(
      'https://nemesis.example/notes/abc12/gary',
    );
  });

  it('takes exactly noteLimits.shortUuidLength letters or digits as a short id', () => {
    expect(isShortUuid('abc12')).toBe(true);
    for (const value of ['abc1', 'abc123', 'abc-1', '']) expect(isShortUuid(value), value).toBe(false);
  });
});
