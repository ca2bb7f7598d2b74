import type { BrowserContext } from 'playwright-core';
import type { Clock } from '../../server/clock.ts';

/**
 * Makes every page `context` opens from now on read the time `clock` (the server's test clock) reads,
 * running on with real time: `Date` only, timers run as they do. Not Playwright's clock.install: the
 * day's rules use @date-fns/tz, whose TZDate extends Date and copies Date.prototype's methods, which
 * Playwright's Date does not carry (09:00 in Los Angeles came out wrong under it). So the stand-in is a
 * function with Date's own prototype. A script's text, so nothing the test's compiler adds to a function reaches the page.
 */
export async function matchBrowserClock(context: BrowserContext, clock: Clock): Promise<void> {
  const aheadMs = clock.now().getTime() - Date.now();
  await context.addInitScript({
    content: `(() => {
      const RealDate = Date;
      const now = () => RealDate.now() + ${aheadMs};
      function TestDate(...args) {
        if (!new.target) return new RealDate(now()).toString();
        return Reflect.construct(RealDate, args.length ? args : [now()], new.target);
      }
      TestDate.prototype = RealDate.prototype;
      TestDate.now = now;
      TestDate.parse = RealDate.parse;
      TestDate.UTC = RealDate.UTC;
      globalThis.Date = TestDate;
    })();`,
  });
}
