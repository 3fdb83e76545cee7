// Prerendered pages are readable before any JavaScript runs. On a slow phone connection the app's
// ~130 KB of scripts would share the bandwidth with the page's CSS and font and hold back its first
// paint, so they are requested only once the page has painted. Replaces the entry <script> of
// each prerendered page (scripts/prerender.mjs fills in the data attributes).
const tag = document.querySelector('script[data-app-entry]');
const entry = tag?.dataset.appEntry;
const preloads = (tag?.dataset.appPreload ?? '').split(' ').filter(Boolean);

let started = false;
function start() {
  if (started || !entry) return;
  started = true;
  // The entry's imports and the page's own chunks, fetched in parallel rather than one level at a time.
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(entry).catch((error) => console.error('The page could not start its scripts.', error));
}

// A frame callback runs just before the first paint; the timeout after it runs just after. Hidden
// tabs get no frames, so a plain timeout starts the app there.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
