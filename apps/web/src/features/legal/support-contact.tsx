import { getSiteConfig } from '@/config/site-config';
import styles from './support-contact.module.css';

interface SupportEmailLinkProps {
  /** Pre-fills the subject line of the e-mail, e.g. "Refund request". */
  subject?: string;
}

/** The configured support e-mail as a mailto link; the address itself is the link text. */
export function SupportEmailLink({ subject }: SupportEmailLinkProps) {
  const { supportEmail } = getSiteConfig();
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return <a href={`mailto:${supportEmail}${query}`}>{supportEmail}</a>;
}

/** Who we are and how to reach us, as the closing block of each legal document. */
export function SupportContactDetails({ subject }: SupportEmailLinkProps) {
  const { supportPhone } = getSiteConfig();
  return (
    <address className={styles.card}>
      <strong>Ronda Technologies LLP</strong>
      <span>Goa, India</span>
      <span>
        E-mail: <SupportEmailLink subject={subject} />
      </span>
      <span>Phone: {supportPhone}</span>
      <span>Support hours: Monday to Friday, 9 am to 5 pm IST</span>
    </address>
  );
}
