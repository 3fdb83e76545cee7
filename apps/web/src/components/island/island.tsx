import type { ReactNode } from 'react';
import styles from './island.module.css';

interface IslandProps {
  /** A name from src/app/islands/island-loaders.ts. */
  name: string;
  children: ReactNode;
}

/**
 * Marks a part of a prerendered public page that needs JavaScript: the page ships as HTML, and
 * this part is taken over by React (hydrated) only when a visitor first touches it. Inside the
 * single-page app it is just a wrapper that adds no box.
 */
export function Island({ name, children }: IslandProps) {
  return (
    <div data-island={name} className={styles.island}>
      {children}
    </div>
  );
}
