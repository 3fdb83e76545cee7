import { useState } from 'react';
import { TrackingSetup } from '@/components/tracking-setup/tracking-setup';
import styles from './manage.module.css';

interface MemberTrackingProps {
  userId: string;
  name: string;
  timeZone: string;
}

/** An admin setting up someone's phone for Traccar Client, in the member modal (issue 19). */
export function MemberTracking({ userId, name, timeZone }: MemberTrackingProps) {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.tracking} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Phone tracking (Traccar Client)</summary>
      {/* Mounted once opened: the person's keys are asked for only when an admin looks. */}
      {open ? (
        <TrackingSetup userId={userId} personName={name} timeZone={timeZone} headingLevel={3} />
      ) : null}
    </details>
  );
}
