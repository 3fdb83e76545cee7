import type { ReactNode } from 'react';
import styles from './placeholder-page.module.css';

interface PlaceholderPageProps {
  title: string;
  children?: ReactNode;
}

/** A page whose real content is still being built: its heading plus a short note. */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="page-title">
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.body}>{children ?? 'This page is coming soon.'}</p>
      </section>
    </div>
  );
}
