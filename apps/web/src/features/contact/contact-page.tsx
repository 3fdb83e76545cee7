import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Island } from '@/components/island/island';
import { getSiteConfig } from '@/config/site-config';
import { ContactForm } from './components/contact-form';
import { HEADQUARTERS, SUPPORT_HOURS } from './contact-constants';
import styles from './contact-page.module.css';

/** /contact (public-site-and-sign-in.md §2.6): the form, and the ways to reach the team directly. */
export function ContactPage() {
  const { supportEmail, supportPhone } = getSiteConfig();

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 id="page-title" className={styles.heading}>
          Contact Us
        </h1>
        <p className={styles.lead}>
          Questions about Ronda, help with your account or an idea for the product: write to us and
          our team in Goa will get back to you.
        </p>
      </div>

      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.cardTitle}>
            Send us a message
          </h2>
          <Island name="contact-form">
            <ContactForm />
          </Island>
        </section>

        <aside className={styles.panel} aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className={styles.cardTitle}>
            Reach us directly
          </h2>
          <dl className={styles.details}>
            <div className={styles.detail}>
              <dt className={styles.term}>
                <Mail size={18} aria-hidden className={styles.icon} />
                Email
              </dt>
              <dd className={styles.value}>
                <a href={`mailto:${supportEmail}`} className={styles.link}>
                  {supportEmail}
                </a>
              </dd>
            </div>
            <div className={styles.detail}>
              <dt className={styles.term}>
                <Phone size={18} aria-hidden className={styles.icon} />
                Phone
              </dt>
              <dd className={styles.value}>
                <a href={`tel:${supportPhone}`} className={styles.link}>
                  {supportPhone}
                </a>
              </dd>
            </div>
            <div className={styles.detail}>
              <dt className={styles.term}>
                <Clock size={18} aria-hidden className={styles.icon} />
                Hours
              </dt>
              <dd className={styles.value}>{SUPPORT_HOURS}</dd>
            </div>
            <div className={styles.detail}>
              <dt className={styles.term}>
                <MapPin size={18} aria-hidden className={styles.icon} />
                Headquarters
              </dt>
              <dd className={styles.value}>{HEADQUARTERS}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </div>
  );
}
