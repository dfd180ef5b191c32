// Starts the app's code on a server-rendered page once what the page is judged by is on screen: the page arrives
// complete, and its main picture should have a phone's slow connection to itself first. (The service worker's copy of
// the page does not use this file; it starts its code at once.)
const script = document.querySelector('script[data-app-entry]');
const entry = script?.getAttribute('data-app-entry');
const chunks = (script?.getAttribute('data-app-chunks') ?? '').split(' ').filter(Boolean);
let started = false;
const start = async () => {
  if (started || !entry) return;
  started = true;
  // Everything is fetched at once; the chunks the entry imports (React first) are then evaluated one per task, so a
  // slow phone answers a tap between them instead of being held for all of the code in one go.
  for (const href of [...chunks, entry]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  for (const chunk of chunks) {
    await import(chunk);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await import(entry);
};
const picture = document.querySelector('img[fetchpriority="high"]');
// On screen means reported as drawn: the browser reports the page's largest paint (the main picture, else the
// largest text) once its frame has reached the screen, which on a busy phone can be frames after it was drawn;
// counting frames alone started the code before then. Where the picture is not the page's largest element (then it
// is never reported), six frames after it decoded have to do; where nothing reports paints (older Safari), two.
const afterPaint = () => {
  let waiting = true;
  const go = () => {
    if (!waiting) return;
    waiting = false;
    observer?.disconnect();
    setTimeout(start, 0);
  };
  const reportsPaint = window.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint');
  const observer = reportsPaint
    ? new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => !picture || entry.element === picture)) go();
      })
    : undefined;
  observer?.observe({ type: 'largest-contentful-paint', buffered: true });
  const frames = reportsPaint ? 6 : 2;
  const frame = (left) => requestAnimationFrame(() => (left > 1 ? frame(left - 1) : go()));
  frame(frames);
};
if (picture) {
  // decode() settles once the picture is loaded and ready to draw (at once if it already is).
  picture.decode().then(afterPaint, start);
} else {
  afterPaint();
}
// The menu works before the code: its button opens and closes the server's menu (the panel and the icon follow the
// button's aria-expanded in CSS) until React starts hydrating; the header then starts from that state
// (app/shared/layout/site-header.tsx). The labels are the header's.
const menuButton = document.querySelector('button[aria-controls="site-nav"]');
const setMenu = (open) => {
  menuButton.setAttribute('aria-expanded', String(open));
  menuButton.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
};
const menuKeys = (event) => {
  if (event.key === 'Escape' && menuButton.getAttribute('aria-expanded') === 'true') {
    setMenu(false);
    menuButton.focus();
  }
};
// Any other button tapped before then (a carousel's arrow, say) is pressed again once the code has taken over the
// page, instead of doing nothing; links work on their own. Once React is hydrating it answers a tap itself (it
// hydrates at once to do so), so nothing tapped from then on is held.
const tapped = [];
const earlyTap = (event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  if (button === menuButton) setMenu(button.getAttribute('aria-expanded') !== 'true');
  else tapped.push(button);
};
document.addEventListener('click', earlyTap, true);
if (menuButton) document.addEventListener('keydown', menuKeys, true);
window.addEventListener(
  'app-hydrating',
  () => {
    document.removeEventListener('click', earlyTap, true);
    document.removeEventListener('keydown', menuKeys, true);
  },
  { once: true },
);
window.addEventListener(
  'app-hydrated',
  () => {
    for (const button of tapped.splice(0)) if (button.isConnected) button.click();
  },
  { once: true },
);
// A visitor who reaches for the page first gets its code at once, and nothing waits longer than three seconds.
for (const type of ['pointerdown', 'keydown', 'touchstart']) {
  window.addEventListener(type, start, { once: true, passive: true, capture: true });
}
setTimeout(start, 3000);
