import styles from './not-live-banner.module.css';

interface NotLiveBannerProps {
  /** When the positions were last known current (ms), from the stream or a poll. */
  since: number;
  timeZone: string;
}

const clock = (at: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).format(new Date(at));

/**
 * Both the live stream and its fallback polling have failed (issue 27): the map is showing the
 * past. Markers keep their own age labels; this says since when nothing new has come.
 */
export function NotLiveBanner({ since, timeZone }: NotLiveBannerProps) {
  return (
    <p role="status" className={styles.banner}>
      Positions are not updating: the server cannot be reached. Last update at{' '}
      {clock(since, timeZone)}; it will resume by itself.
    </p>
  );
}
