import { ArrowRight, Clock, QrCode } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/button/button';
import { StoreBadges } from '@/components/store-badges/store-badges';
import { paths } from '@/config/paths';
import { PinTrailIllustration, QrPhoneIllustration } from './components/illustrations';
import { APPLICATIONS, CORE_TOOLS, INSIGHTS, SAMPLE_TODAY, type HomeCard } from './home-content';
import type { RequestType } from './request-form';
import styles from './home-page.module.css';

// The modal's code (form fields, dialog, schemas) loads on first use, not with the page: the home
// page's JavaScript budget is 150 KB gzip. Pointing at or focusing a button fetches it early.
// Loaded by hand rather than with React.lazy: no Suspense fallback and no timers in between.
const loadRequestModal = () => import('./components/request-modal');
const preloadRequestModal = () => {
  loadRequestModal().catch(() => undefined);
};
type RequestModalComponent = ComponentType<{ type: RequestType | null; onClose: () => void }>;

function Cards({ cards, className }: { cards: readonly HomeCard[]; className?: string }) {
  return (
    <ul className={[styles.cards, className].filter(Boolean).join(' ')}>
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className={styles.card}>
          <span className={styles.cardIcon}>
            <Icon aria-hidden size={24} />
          </span>
          <h3 className={styles.cardTitle}>{title}</h3>
          <p className={styles.cardText}>{text}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The marketing home page (spec §2.2): hero, onboarding times, core tools, pilot call to action,
 * real-time insights, ideal applications, app downloads and a closing call to action, in that order.
 */
export function HomePage() {
  const [requestType, setRequestType] = useState<RequestType | null>(null);
  // Mounted from the first open on, so what was typed survives closing the modal.
  const [RequestModal, setRequestModal] = useState<RequestModalComponent | null>(null);
  const openRequest = (type: RequestType) => ({
    onClick: async () => {
      try {
        const loaded = (await loadRequestModal()).RequestModal;
        setRequestModal(() => loaded);
        setRequestType(type);
      } catch (error) {
        console.warn('The request form could not be loaded.', error);
      }
    },
    onPointerEnter: preloadRequestModal,
    onFocus: preloadRequestModal,
    // On the prerendered page, where React does not run, the page's island script opens it.
    'data-island-open': 'request-modal',
    'data-island-arg': type,
  });

  return (
    <>
      <section data-home-section="hero" className={styles.hero} aria-labelledby="page-title">
        <div className={`${styles.inner} ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>Workforce visibility for field teams</p>
            <h1 id="page-title" className={styles.title}>
              See where your team is, what they finished today, and which customers are waiting
            </h1>
            <p className={styles.lead}>
              Ronda follows your field team&apos;s day on one screen: punch-ins and breaks, trips
              and visited places, tasks finished and customers still waiting. Built in Goa, India,
              for teams that work on the road.
            </p>
            <div className={styles.buttons}>
              <Button variant="accent" {...openRequest('demo')}>
                Request a Demo
              </Button>
              <Button variant="secondary" {...openRequest('consultation')}>
                Schedule Consultation
              </Button>
            </div>
          </div>
          <div className={styles.heroArt}>
            <PinTrailIllustration />
          </div>
        </div>
      </section>

      <section
        data-home-section="onboarding"
        className={styles.section}
        aria-labelledby="home-onboarding"
      >
        <div className={`${styles.inner} ${styles.split}`}>
          <div className={styles.stack}>
            <h2 id="home-onboarding" className={styles.heading}>
              Up and running in seconds
            </h2>
            <p className={styles.intro}>
              No training days and no IT project: your company and your people are on Ronda before
              the morning chai is over.
            </p>
            <ul className={styles.stats}>
              <li className={styles.stat}>
                <Clock aria-hidden size={28} className={styles.statIcon} />
                <p className={styles.statValue}>About 30 seconds</p>
                <h3 className={styles.cardTitle}>Company app</h3>
                <p className={styles.cardText}>
                  Download the Ronda company app, enter your business details, and your company app
                  is onboarded in about 30 seconds.
                </p>
              </li>
              <li className={styles.stat}>
                <QrCode aria-hidden size={28} className={styles.statIcon} />
                <p className={styles.statValue}>About 10 seconds</p>
                <h3 className={styles.cardTitle}>Employee app</h3>
                <p className={styles.cardText}>
                  Each employee opens the Ronda employee app and scans your company&apos;s QR code:
                  onboarded in about 10 seconds, with no forms to fill in.
                </p>
              </li>
            </ul>
          </div>
          <div className={styles.art}>
            <QrPhoneIllustration />
          </div>
        </div>
      </section>

      <section data-home-section="tools" className={styles.sectionAlt} aria-labelledby="home-tools">
        <div className={styles.inner}>
          <h2 id="home-tools" className={styles.heading}>
            Core tools
          </h2>
          <p className={styles.intro}>Everything a field manager checks in a day, in four tools.</p>
          <Cards cards={CORE_TOOLS} />
        </div>
      </section>

      <section data-home-section="pilot" className={styles.pilot} aria-labelledby="home-pilot">
        <div className={`${styles.inner} ${styles.pilotInner}`}>
          <div className={styles.stack}>
            <p className={styles.pilotEyebrow}>Pilot programme · 50 companies only</p>
            <h2 id="home-pilot" className={styles.heading}>
              Build Ronda with us
            </h2>
            <p className={styles.pilotText}>
              Join the pilot programme for 3 months with early access to every new feature and
              dedicated support from our team in Goa. Tell us what your field team needs and see it
              in the product.
            </p>
          </div>
          {/* A full page load, not client-side routing (spec §2.2). */}
          <Link to={paths.pilot} reloadDocument className={buttonClassName('secondary')}>
            Explore the Pilot Program
            <ArrowRight aria-hidden size={18} />
          </Link>
        </div>
      </section>

      <section
        data-home-section="insights"
        className={styles.section}
        aria-labelledby="home-insights"
      >
        <div className={`${styles.inner} ${styles.split}`}>
          <div className={styles.stack}>
            <h2 id="home-insights" className={styles.heading}>
              Real-time insights
            </h2>
            <p className={styles.intro}>
              The dashboard updates as your team works, so you answer a customer&apos;s call with
              facts instead of phoning the field.
            </p>
            <Cards cards={INSIGHTS} className={styles.cardsTwo} />
          </div>
          <figure className={styles.today}>
            <figcaption className={styles.todayCaption}>Today at a glance (example)</figcaption>
            <dl className={styles.todayList}>
              {SAMPLE_TODAY.map(({ label, value }) => (
                <div key={label} className={styles.todayItem}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </figure>
        </div>
      </section>

      <section
        data-home-section="applications"
        className={styles.sectionAlt}
        aria-labelledby="home-applications"
      >
        <div className={styles.inner}>
          <h2 id="home-applications" className={styles.heading}>
            Ideal applications
          </h2>
          <p className={styles.intro}>
            Ronda fits any business whose people spend the day away from the office.
          </p>
          <Cards cards={APPLICATIONS} />
        </div>
      </section>

      <section
        data-home-section="download"
        className={styles.section}
        aria-labelledby="home-download"
      >
        <div className={`${styles.inner} ${styles.download}`}>
          <div className={styles.stack}>
            <h2 id="home-download" className={styles.heading}>
              Get the Ronda apps
            </h2>
            <p className={styles.intro}>
              The company app for owners and managers, the employee app for the field. Both on
              Android and iOS.
            </p>
          </div>
          <StoreBadges className={styles.badges} />
        </div>
      </section>

      <section
        data-home-section="closing"
        className={styles.closing}
        aria-labelledby="home-closing"
      >
        <div className={`${styles.inner} ${styles.closingInner}`}>
          <h2 id="home-closing" className={styles.heading}>
            Talk to the Ronda team
          </h2>
          <p className={styles.intro}>
            Tell us how your field team works and we will show you where Ronda fits. Our team in
            Goa, India answers Monday to Friday, 9 to 5 IST.
          </p>
          <div className={styles.buttons}>
            <Button {...openRequest('consultation')}>Schedule Consultation</Button>
            <Button variant="secondary" {...openRequest('information')}>
              Request Information
            </Button>
          </div>
        </div>
      </section>

      {RequestModal && <RequestModal type={requestType} onClose={() => setRequestType(null)} />}
    </>
  );
}
