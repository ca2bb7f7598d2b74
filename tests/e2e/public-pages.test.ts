import { afterEach, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  closeContexts,
  openPage,
  scrollsSideways,
  seriousAxeViolations,
} from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available, { LEGAL_CONTACT: 'legal@rivals.test', LEGAL_EFFECTIVE_DATE: '2026-03-01' });
afterEach(() => closeContexts(app.browser));

describe.skipIf(!available)('public pages in Chromium', () => {
  it('home shows the date, a live countdown, the call to action and the links', async () => {
    const { page, errors } = await openPage(app.browser);
    await page.clock.install({ time: new Date(2027, 1, 14, 23, 30) });
    await page.goto(`${app.server.url}/`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('February 15th');
    // Worked out by the browser once the server's page has hydrated: the reader's clock, not the server's.
    await expect.poll(() => page.locator('.home__countdown').textContent()).toBe('Starts in 1 day');
    // Recomputed every hour: an hour later it is the day itself.
    await page.clock.runFor(3_600_000);
    await expect.poll(() => page.locator('.home__countdown').textContent()).toBe('Today!');

    const cta = page.getByRole('link', { name: '👿 Create Your Nemesis Note' });
    expect(await cta.getAttribute('href')).toBe('/login');
    expect(await page.getByText('Login required to create notes').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Send them a Nemesis Note!' }).getAttribute('href')).toBe(
      '/send-nemesis-note',
    );
    expect(await page.getByRole('link', { name: 'Read the FAQ' }).getAttribute('href')).toBe('/faq');
    expect(await page.locator('main a[href="/famous-nemesises"]').count()).toBe(1);
    expect(await page.title()).toBe('Nemesis Day');
    expect(errors).toEqual([]);
  });

  it('counts down to next year once the day has passed', async () => {
    const { page } = await openPage(app.browser);
    await page.clock.setFixedTime(new Date(2026, 10, 21, 9, 0));
    await page.goto(`${app.server.url}/`);
    await expect.poll(() => page.locator('.home__countdown').textContent()).toBe('Starts in 86 days');
  });

  it('has the spec’s navigation and footer', async () => {
    const { page } = await openPage(app.browser);
    await page.goto(`${app.server.url}/faq`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect
      .poll(() => nav.getByRole('link').allTextContents())
      .toEqual(['Famous Nemesises', 'Send a Nemesis Note', 'FAQ', 'Contact', 'Login']);
    expect(await page.locator('.nav__brand').textContent()).toContain('Nemesis Day');
    const footer = page.getByRole('navigation', { name: 'Legal' });
    expect(await footer.getByRole('link').allTextContents()).toEqual(['Terms of Use', 'Privacy Policy']);
    await footer.getByRole('link', { name: 'Terms of Use' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Terms of Use');
    expect(new URL(page.url()).pathname).toBe('/terms-of-use');
    // Screen readers hear the new page's title, as on a page load.
    const announcer = page.locator('[aria-live="assertive"]');
    await expect.poll(() => announcer.textContent()).toBe(await page.title());
    expect(await page.title()).toMatch(/^Terms of Use/);
    await nav.getByRole('link', { name: 'Famous Nemesises' }).click();
    await expect.poll(() => announcer.textContent()).toBe('Famous Nemesises · Nemesis Day');
  });

  it('FAQ opens one answer at a time and closes the open one on a second click', async () => {
    const { page, errors } = await openPage(app.browser);
    await page.goto(`${app.server.url}/faq`);
    const questions = page.locator('.faq__question button');
    await expect.poll(() => questions.count()).toBe(5);
    expect(await questions.allTextContents()).toEqual([
      expect.stringMatching(/plural of nemesis/i),
      expect.stringMatching(/2\/15/),
      expect.stringMatching(/2\/13/),
      expect.stringMatching(/original nemesis/i),
      expect.stringMatching(/conceived/i),
    ]);
    const answers = page.locator('.faq__answer');
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('false');
    expect(await answers.nth(0).isVisible()).toBe(false);

    await questions.nth(0).click();
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('true');
    expect(await answers.nth(0).textContent()).toMatch(/nemeses/i);
    expect(await answers.nth(0).isVisible()).toBe(true);

    await questions.nth(2).click();
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('false');
    expect(await answers.nth(0).isVisible()).toBe(false);
    expect(await answers.nth(2).textContent()).toMatch(/Galentine/);

    await questions.nth(2).click();
    expect(await questions.nth(2).getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.faq__answer:visible').count()).toBe(0);

    // Real buttons: the keyboard opens them too.
    await questions.nth(4).focus();
    await page.keyboard.press('Enter');
    expect(await answers.nth(4).textContent()).toMatch(/2011/);
    expect(errors).toEqual([]);
  });

  it('legal pages show the effective date, legal contact, age, purpose and governing law', async () => {
    const { page } = await openPage(app.browser);
    await page.goto(`${app.server.url}/terms-of-use`);
    await expect.poll(() => page.locator('.legal__facts').textContent()).toContain('legal@rivals.test');
    const terms = await page.locator('main').textContent();
    expect(terms).toContain('March 1, 2026');
    expect(terms).toMatch(/18/);
    expect(terms).toMatch(/entertainment/i);
    expect(terms).toMatch(/Oregon/);
    expect(await page.getByRole('link', { name: 'legal@rivals.test' }).getAttribute('href')).toBe(
      'mailto:legal@rivals.test',
    );

    await page.goto(`${app.server.url}/privacy-policy`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Privacy Policy');
    await expect.poll(() => page.locator('.legal__facts').textContent()).toContain('legal@rivals.test');
    expect(await page.locator('main').textContent()).toContain('March 1, 2026');
    expect(await page.locator('main.page--compact').count()).toBe(1);
  });

  it('shows the 404 page for unknown paths, with status 404', async () => {
    const { page, errors } = await openPage(app.browser);
    const response = await page.goto(`${app.server.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Page Not Found');
    expect(await page.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Create a Nemesis Note' }).getAttribute('href')).toBe(
      '/create-nemesis-note',
    );
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('February 15th');
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });

  it('redirects legacy hash URLs to their paths', async () => {
    const { page } = await openPage(app.browser);
    await page.goto(`${app.server.url}/#/faq`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/faq');
    expect(new URL(page.url()).hash).toBe('');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Frequently Asked Questions');

    await page.goto(`${app.server.url}/#/notes/abc12`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/notes/abc12');
    await page.goto(`${app.server.url}/#account`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/account');
  });

  it('Access Denied shows the attempted path, the text and the three ways out', async () => {
    const { page } = await openPage(app.browser);
    await page.goto(`${app.server.url}/admin/unauthorized`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Access Denied');
    expect(await page.locator('main').textContent()).toContain(
      'If you believe you should have admin access, please contact the system administrator.',
    );
    expect(await page.locator('main code').textContent()).toBe('/admin');
    for (const [name, href] of [
      ['Go Home', '/'],
      ['Create a Nemesis Note', '/create-nemesis-note'],
      ['My Account', '/account'],
    ]) {
      expect(await page.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it.each(['/', '/famous-nemesises', '/faq', '/privacy-policy', '/terms-of-use', '/admin/unauthorized', '/nowhere'])(
    '%s renders without console errors, passes axe and fits a phone',
    async (path) => {
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 360, height: 740 },
      ]) {
        const { page, errors } = await openPage(app.browser, { viewport });
        await page.goto(`${app.server.url}${path}`);
        await page.locator('main h1').waitFor();
        expect(await seriousAxeViolations(page), `${path} at ${viewport.width}px`).toEqual([]);
        expect(await scrollsSideways(page), `${path} at ${viewport.width}px`).toBe(false);
        expect(errors.filter((error) => !(path === '/nowhere' && error.includes('404')))).toEqual([]);
        await page.context().close();
      }
    },
  );

  it('fills the viewport height on full pages and uses compact padding on legal pages', async () => {
    const { page } = await openPage(app.browser);
    await page.goto(`${app.server.url}/faq`);
    await page.locator('main h1').waitFor();
    const shellHeight = await page.locator('.shell').evaluate((element) => element.getBoundingClientRect().height);
    expect(shellHeight).toBeGreaterThanOrEqual(900);
    expect(await page.locator('main.page--full').count()).toBe(1);
    await page.goto(`${app.server.url}/privacy-policy`);
    await page.locator('main.page--compact').waitFor();
    expect(await page.locator('main.page--compact').count()).toBe(1);
  });

  it('the menu folds into a button on a phone', async () => {
    const { page } = await openPage(app.browser, { viewport: { width: 375, height: 700 } });
    await page.goto(`${app.server.url}/`);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.waitFor();
    expect(await page.getByRole('link', { name: 'FAQ', exact: true }).isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Frequently Asked Questions');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
