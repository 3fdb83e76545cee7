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
  const held = [];
  const hold = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (event.type === 'submit') {
      if (!target.closest('[data-island]')) return;
      event.preventDefault();
      held.push({ kind: 'submit', element: target });
      return;
    }
    const opener = target.closest('[data-island-open]');
    if (!opener) return;
    event.preventDefault();
    opener.setAttribute('aria-busy', 'true');
    held.push({ kind: 'open', element: opener });
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  window.__rondaHeld = () => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    return held;
  };
})();
