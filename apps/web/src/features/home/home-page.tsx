import styles from './home-page.module.css';

export function HomePage() {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={styles.inner}>
        <h1 id="page-title" className={styles.title}>
          See where your team is, what they finished today, and which customers are waiting
        </h1>
        <p className={styles.lead}>
          Ronda follows your field team&apos;s day: punches, trips, customer visits and tasks, on
          one screen for the manager.
        </p>
        <p className={styles.soon}>The rest of this page is coming soon.</p>
      </div>
    </section>
  );
}
