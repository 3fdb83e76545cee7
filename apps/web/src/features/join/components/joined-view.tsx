import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonClassName } from '@/components/button/button';
import { StoreBadges } from '@/components/store-badges/store-badges';
import { paths } from '@/config/paths';
import styles from './joined-view.module.css';

interface JoinedViewProps {
  companyName: string;
  departmentName: string | null;
}

export function joinedMessage(companyName: string, departmentName: string | null): string {
  return `You have joined ${companyName}${departmentName ? ` — ${departmentName}` : ''}`;
}

/** After joining: where the work happens next, the mobile apps or the field web app. */
export function JoinedView({ companyName, departmentName }: JoinedViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The card's content changed under the person's finger: take focus (and screen readers) there.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className={styles.joined}>
      <div className={styles.done}>
        <CircleCheck aria-hidden size={32} className={styles.icon} />
        <h2 ref={heading} tabIndex={-1} className={styles.title}>
          {joinedMessage(companyName, departmentName)}
        </h2>
      </div>
      <p className={styles.text}>
        Install the Ronda app on this phone to punch in, record your rounds and update your tasks.
      </p>
      <StoreBadges className={styles.badges} />
      <p className={styles.text}>No app? Work from the browser instead.</p>
      {/* A page of its own (the field app's build), so a full load, not a route of this app. */}
      <a href={`${paths.field}/`} className={`${buttonClassName('accent')} ${styles.field}`}>
        Open the field web app
      </a>
    </div>
  );
}
