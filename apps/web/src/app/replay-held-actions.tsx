import { useEffect, type ReactNode } from 'react';
import { takeHeldActions } from './islands/held-actions';

/**
 * Wraps a prerendered page the app hydrates as a whole (the request form). Once React has
 * attached its handlers, the taps and sends the inline boot script held meanwhile are replayed
 * on the same elements, in order: nothing a visitor did while the script loaded is lost.
 */
export function ReplayHeldActions({ children }: { children: ReactNode }) {
  useEffect(() => {
    // A task later, not now: the forms copy what was typed into their state as they mount
    // (lib/use-adopt-typed-values.ts), and a replayed send must see that state, not the first.
    const timer = setTimeout(() => {
      for (const { kind, element } of takeHeldActions()) {
        if (kind === 'submit' && element instanceof HTMLFormElement) element.requestSubmit();
        else if (element instanceof HTMLElement) element.click();
      }
      document.documentElement.dataset.app = 'ready';
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return children;
}
