// npx tsx bin/manifest-screenshots.ts: draws the web manifest's screenshots (web/public/screenshots/)
// from the running app, after `npm run build` (or with WEB_DIST_DIR pointing at another build of the web
// app). Browsers show them in their richer install prompt: phone-shaped ones on a phone ('narrow'),
// landscape ones on a computer ('wide'). Run it again when the pages they show change.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { signedInHintCookie } from '#contract/auth/signed-in-hint-cookie.ts';
import type { Browser } from 'playwright-core';
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/main.ts';
import { publishNote } from '../bench/publish-note.ts';
import { freePort, withDataDir } from '../bench/server-process.ts';

const folder = path.resolve(import.meta.dirname, '../web/public/screenshots');

/**
 * The manifest's screenshots (web/vite.config.ts lists them with their sizes): the page each shows, and
 * the CSS viewport and pixel ratio it is drawn at. JPEG, a fifth of a PNG's size; they are not precached.
 */
export const manifestScreenshots = [
  { file: 'narrow-home.jpg', page: '/', viewport: { width: 360, height: 780 }, scale: 2 },
  { file: 'narrow-note.jpg', page: 'note', viewport: { width: 360, height: 780 }, scale: 2 },
  { file: 'wide-home.jpg', page: '/', viewport: { width: 1280, height: 800 }, scale: 1 },
  { file: 'wide-note.jpg', page: 'note', viewport: { width: 1280, height: 800 }, scale: 1 },
] as const;

/** Starts the app on an empty data folder, publishes a note as a signed-in author, and draws each screenshot as that author sees it. */
export async function takeManifestScreenshots(): Promise<void> {
  await withDataDir(async (dataDir) => {
    const port = await freePort();
    const config = loadConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      OLLAMA_HOST: 'http://127.0.0.1:9',
      AI_MODEL: 'builtin/roastbook',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    });
    const server = await startServer(config);
    const url = `http://127.0.0.1:${port}`;
    const browser = await launch();
    try {
      const { shortUuid, cookie } = await publishNote(url, dataDir, {
        nemesisName: 'Lex Luthor',
        nemesisAge: 42,
        nemesisOccupation: 'Billionaire',
        userNotes: 'He stole my parking spot every single morning and then waved at me from it.',
      });
      const [name, value] = cookie.split('=') as [string, string];
      for (const shot of manifestScreenshots) {
        const context = await browser.newContext({
          viewport: shot.viewport,
          deviceScaleFactor: shot.scale,
          reducedMotion: 'reduce',
        });
        await context.addCookies([
          { name, value, url },
          { name: signedInHintCookie, value: '1', url },
        ]);
        const page = await context.newPage();
        await page.goto(`${url}${shot.page === 'note' ? `/notes/${shortUuid}` : shot.page}`);
        await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
        // Drawn once the page knows its reader: the home page's helper text, the note's reactions.
        if (shot.page === 'note') await page.locator('.reaction-bar__button:not(:disabled)').first().waitFor();
        else await page.getByText('Generate an AI-powered roast about your nemesis!').waitFor();
        await page.waitForFunction(() => [...document.images].every((image) => image.complete));
        await page.screenshot({ path: path.join(folder, shot.file), type: 'jpeg', quality: 85 });
        console.log(`${shot.file}: ${shot.viewport.width * shot.scale}x${shot.viewport.height * shot.scale}`);
        await context.close();
      }
    } finally {
      await browser.close();
      await server.stop();
    }
  });
}

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
}

await takeManifestScreenshots();
