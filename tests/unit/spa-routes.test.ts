import { describe, expect, it } from 'vitest';
import { isSpaRoute } from '#contract/site/spa-routes.ts';

describe('app routes', () => {
  it('knows the public pages', () => {
    for (const path of [
      '/',
      '/famous-nemesises',
      '/faq',
      '/privacy-policy',
      '/terms-of-use',
      '/admin/unauthorized',
      '/faq/',
      '/send-nemesis-note',
      '/contact',
      '/stop',
    ]) {
      expect(isSpaRoute(path), path).toBe(true);
    }
  });

  it('serves the admin panel for every path under /admin: the panel sends unknown ones to its overview', () => {
    for (const path of ['/admin', '/admin/', '/admin/users', '/admin/unauthorized/x', '/admin/no/such/section']) {
      expect(isSpaRoute(path), path).toBe(true);
    }
  });

  it('does not know other paths', () => {
    for (const path of ['/nope', '/faq/extra', '/administrator', '/FAQ']) {
      expect(isSpaRoute(path), path).toBe(false);
    }
  });
});
