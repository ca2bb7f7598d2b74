// Server-rendered pages fetch and run the app's code once the page has painted: a phone on a slow
// link shows the page first, and no download competes with its style sheets. The page's chunks are
// preloaded together with the entry, so they arrive in one round trip. A hidden tab paints no frame,
// so it starts at once.
const script = document.currentScript;
// Each preload starts a download on the main thread: a few a task, so thirty do not hold up a tap on a phone.
const preloadsPerTask = 8;
let started = false;
function start() {
  if (started) return;
  started = true;
  const hrefs = script.dataset.preload.split(' ').filter(Boolean);
  const preload = () => {
    for (const href of hrefs.splice(0, preloadsPerTask)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    if (hrefs.length > 0) setTimeout(preload);
  };
  preload();
  import(script.dataset.entry);
}
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
