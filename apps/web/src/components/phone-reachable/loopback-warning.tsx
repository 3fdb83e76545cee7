import { isLoopbackUrl, LOOPBACK_URL_WARNING } from '@ronda/shared';
import styles from './loopback-warning.module.css';

/** Beside a QR code or a server address: says so when a phone could not open it (issue 27). */
export function LoopbackWarning({ url }: { url: string }) {
  if (!isLoopbackUrl(url)) return null;
  return (
    <p className={styles.warning} role="note">
      {LOOPBACK_URL_WARNING}
    </p>
  );
}
