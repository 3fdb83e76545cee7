// Inlined into the <head> of every prerendered page (scripts/prerender.mjs), so it runs before
// the first paint and before any other script has arrived. Public pages are HTML first: their
// menu, pricing toggle and FAQ are native controls, and only a few parts need JavaScript (the
// request and pilot forms). A tap on one of those before the page's script has run is held here
// and handed to the script when it starts (src/app/islands/public-runtime.ts), so no tap is lost.
(() => {
  const root = document.documentElement;
  // A signed-in visitor belongs in the console (GAP-06); set only on the pages PublicGate guards.
  const redirect = root.dataset.signedInRedirect;
  if (redirect) {
    try {
      if (localStorage.getItem('authToken')) {
        location.replace(redirect);
        return;
      }
    } catch {
      // Storage blocked (private mode, policy): the visitor stays on the public page.
    }
  }
  // The page's one script (src/app/islands/public-runtime.ts) is requested once the page has
  // loaded, or at the visitor's first touch, key or focus, whichever comes first: requested
  // earlier, it competes with the first paint on a slow phone connection (text, styles and font),
  // and nothing on the page needs it to be read. Taps are held meanwhile (below).
  const runtime = document.currentScript?.dataset.runtime;
  let started = !runtime;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = runtime;
    document.head.append(script);
  };
  if (!started) {
    window.addEventListener('load', () => setTimeout(start, 0), { once: true });
    for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
      document.addEventListener(type, start, { capture: true, passive: true, once: true });
    }
    // A request that never finishes holds the load event back for good.
    setTimeout(start, 5000);
  }

  const held = [];
  // A page the app hydrates as a whole (the request form): until it has, every button and send
  // inside it is held, then replayed by src/main.tsx.
  const wholePage = root.dataset.hydration === 'app';
  const hold = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (wholePage) {
      const control = event.type === 'submit' ? target : target.closest('button');
      if (!control || !control.closest('#root')) return;
      event.preventDefault();
      held.push({ kind: event.type === 'submit' ? 'submit' : 'click', element: control });
      return;
    }
    if (event.type === 'submit') {
      if (!target.closest('[data-island]')) return;
      event.preventDefault();
      held.push({ kind: 'submit', element: target });
      start();
      return;
    }
    const opener = target.closest('[data-island-open]');
    if (!opener) return;
    event.preventDefault();
    opener.setAttribute('aria-busy', 'true');
    held.push({ kind: 'open', element: opener });
    start();
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  // Called once the page's script has taken over: stops holding, hands over what was held.
  window.__rondaHeld = () => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    return held.splice(0);
  };
})();
