import { useState } from 'react';
import { Button } from '@/components/button/button';
import { Logo } from '@/components/logo/logo';
import { StoreBadges } from '@/components/store-badges/store-badges';
import { PilotModal } from './components/pilot-modal';
import { BENEFITS, DOWNLOAD_NOTE, HERO_BADGES, SELECTION_NOTE, STEPS } from './pilot-content';
import styles from './pilot-page.module.css';

/**
 * The pilot programme (spec §2.4). Shown without the site header and footer (spec §2.1), so the
 * logo is the way back home.
 */
export function PilotPage() {
  const [modalOpen, setModalOpen] = useState(false);
  const openModal = () => setModalOpen(true);

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Logo />
      </div>

      <section className={styles.hero} aria-labelledby="page-title">
        <ul className={styles.badges} aria-label="Programme highlights">
          {HERO_BADGES.map((badge) => (
            <li key={badge} className={styles.badge}>
              {badge}
            </li>
          ))}
        </ul>
        <h1 id="page-title" className={styles.title}>
          Co-Create the Future of Business Operations
        </h1>
        <p className={styles.lead}>
          Ronda is opening a 30-day pilot programme for companies with field teams. Use the full
          product free, tell us what your managers and field staff need, and help decide what we
          build next.
        </p>
        <div className={styles.heroActions}>
          <Button variant="accent" onClick={openModal} data-island-open="pilot-modal">
            Apply Now
          </Button>
          <p className={styles.selection}>{SELECTION_NOTE}</p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="pilot-benefits">
        <h2 id="pilot-benefits" className={styles.heading}>
          What you&apos;ll get
        </h2>
        <ul className={styles.cards}>
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.card}>
              <span className={styles.cardIcon}>
                <Icon aria-hidden size={24} />
              </span>
              <h3 className={styles.cardTitle}>{title}</h3>
              <p className={styles.cardText}>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="pilot-steps">
        <h2 id="pilot-steps" className={styles.heading}>
          How It Works
        </h2>
        <ol className={styles.steps}>
          {STEPS.map(({ number, title, text }) => (
            <li key={number} className={styles.step}>
              <span className={styles.stepNumber}>{number}</span>
              <h3 className={styles.cardTitle}>{title}</h3>
              <p className={styles.cardText}>{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.cta} aria-labelledby="pilot-cta">
        <div className={styles.ctaText}>
          <h2 id="pilot-cta" className={styles.heading}>
            Places are limited
          </h2>
          <p className={styles.cardText}>
            {SELECTION_NOTE}. Applications are reviewed as they arrive, and your 30-day programme
            starts the day your team is onboarded.
          </p>
        </div>
        <Button onClick={openModal} data-island-open="pilot-modal">
          Secure Your Spot
        </Button>
      </section>

      <section className={styles.section} aria-labelledby="pilot-download">
        <h2 id="pilot-download" className={styles.heading}>
          Download the apps
        </h2>
        <p className={styles.downloadNote}>{DOWNLOAD_NOTE}</p>
        <StoreBadges className={styles.storeBadges} />
      </section>

      <PilotModal open={modalOpen} onClose={() => setModalOpen(false)} />
    </div>
  );
}
