import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { prefersReducedMotion } from '@/lib/prefers-reduced-motion';

/** Spec §2.1: every route change scrolls smoothly to the top (instantly for reduced motion). */
export function ScrollToTop(): null {
  const { pathname } = useLocation();
  // The first render is a page load, not a route change: leave the browser's own scroll alone.
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  }, [pathname]);

  return null;
}
