import '@/lib/zod-config';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/** Renders nothing of its own; tells its island when React has attached the handlers. */
function OnCommitted({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * Hydrates the prerendered markup inside `container` with `node` (which must render the same
 * markup: it is the same component the page was prerendered with). What a visitor typed before
 * this is kept: React leaves the fields' values as they are while hydrating, and the forms adopt
 * them (lib/use-adopt-typed-values.ts).
 */
export function hydrateIsland(container: HTMLElement, node: ReactNode): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      container,
      <StrictMode>
        <OnCommitted done={resolve}>{node}</OnCommitted>
      </StrictMode>,
    );
  });
}

/**
 * A modal island: rendered into its own root at the end of <body> on the first open and kept
 * mounted afterwards, so what was typed survives closing it. `render` gets the opener's
 * `data-island-arg` (or null while closed) and a function that closes it.
 */
export function modalIsland(render: (arg: string | null, close: () => void) => ReactNode): {
  open(opener: HTMLElement): void;
} {
  let root: Root | undefined;
  let arg: string | null = null;
  const paint = () =>
    root?.render(
      <StrictMode>
        {render(arg, () => {
          arg = null;
          paint();
        })}
      </StrictMode>,
    );
  return {
    open(opener) {
      if (!root) {
        const container = document.createElement('div');
        container.dataset.islandRoot = '';
        document.body.append(container);
        root = createRoot(container);
      }
      arg = opener.dataset.islandArg ?? '';
      paint();
    },
  };
}
