import { ChevronDown, Lock, Mail, RotateCcw, Sparkles } from 'lucide-react';
import { StoreBadges } from '@/components/store-badges/store-badges';
import { getSiteConfig } from '@/config/site-config';
import { CardStrip } from './components/card-strip';
import { PriceCard } from './components/price-card';
import {
  BENEFIT_CARDS,
  FAQ_ITEMS,
  FEATURE_CARDS,
  PRICING_BANNERS,
  PRICING_INQUIRY_SUBJECT,
} from './pricing-content';
import { FAQ_FREE_TRIAL_DAYS, VOLUME_DISCOUNT_MIN_USERS } from './pricing-plans';
import styles from './pricing-page.module.css';

const BANNER_ICONS = [Sparkles, Lock, RotateCcw] as const;

/** /pricing (public-site-and-sign-in.md §2.5). */
export function PricingPage() {
  const { supportEmail } = getSiteConfig();
  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(PRICING_INQUIRY_SUBJECT)}`;

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 id="page-title" className={styles.heading}>
          Pricing
        </h1>
        <p className={styles.lead}>
          One simple price per user. Every feature included, for teams of any size.
        </p>
        <ul className={styles.banners} aria-label="Offers">
          {PRICING_BANNERS.map((banner, index) => {
            const Icon = BANNER_ICONS[index] ?? Sparkles;
            return (
              <li key={banner} className={styles.banner}>
                <Icon size={18} aria-hidden className={styles.bannerIcon} />
                {banner}
              </li>
            );
          })}
        </ul>
      </div>

      <PriceCard />

      <section className={styles.section} aria-labelledby="features-title">
        <h2 id="features-title" className={styles.sectionTitle}>
          Everything included
        </h2>
        <CardStrip label="Features" cards={FEATURE_CARDS} columns={3} />
      </section>

      <section className={styles.section} aria-labelledby="benefits-title">
        <h2 id="benefits-title" className={styles.sectionTitle}>
          Why teams choose Ronda
        </h2>
        <CardStrip label="Benefits" cards={BENEFIT_CARDS} columns={4} />
      </section>

      <section className={styles.section} aria-labelledby="faq-title">
        <h2 id="faq-title" className={styles.sectionTitle}>
          Frequently asked questions
        </h2>
        <div className={styles.faq}>
          {FAQ_ITEMS.map(({ question, answer }) => (
            <details key={question} className={styles.faqItem}>
              <summary className={styles.question}>
                {question}
                <ChevronDown size={20} aria-hidden className={styles.chevron} />
              </summary>
              <p className={styles.answer}>{answer}</p>
            </details>
          ))}
        </div>
      </section>

      <div className={styles.closing}>
        <section className={styles.panel} aria-labelledby="pricing-contact-title">
          <h2 id="pricing-contact-title" className={styles.panelTitle}>
            Questions about pricing?
          </h2>
          <p>
            Ask us about your team, volume discounts for {VOLUME_DISCOUNT_MIN_USERS} or more users,
            or getting started with your {FAQ_FREE_TRIAL_DAYS}-day free trial.
          </p>
          <p className={styles.emailLine}>
            <Mail size={20} aria-hidden className={styles.mailIcon} />
            <a href={mailto} className={styles.email}>
              {supportEmail}
            </a>
          </p>
        </section>

        <section className={styles.panel} aria-labelledby="pricing-apps-title">
          <h2 id="pricing-apps-title" className={styles.panelTitle}>
            Get the apps
          </h2>
          <p>
            Your field team checks in, logs trips and closes tasks from their phones, on Android and
            iOS.
          </p>
          <StoreBadges />
        </section>
      </div>
    </div>
  );
}
