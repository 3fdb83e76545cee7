import { Button } from '@/components/button/button';
import { LoadedKeyList } from './loaded-key-list';
import { SetupSteps } from './setup-steps';
import { useTrackingKeys } from './use-tracking-keys';
import styles from './tracking-setup.module.css';

interface TrackingSetupProps {
  /** Whose keys: the signed-in person's own, or (for an admin) anyone's in the company. */
  userId: string;
  /** Set when an admin sets up someone else's phone: the texts name them. */
  personName?: string | undefined;
  timeZone: string;
  /** The heading's level where it sits: a card of its own (2) or inside a dialog (3). */
  headingLevel?: 2 | 3;
}

/**
 * Background tracking with Traccar Client (issue 19): make a tracking key, then set the phone up
 * in three steps; the phones already set up, with what they last sent, and Revoke.
 */
export function TrackingSetup({
  userId,
  personName,
  timeZone,
  headingLevel = 2,
}: TrackingSetupProps) {
  const tracking = useTrackingKeys(userId);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Subheading = headingLevel === 2 ? 'h3' : 'h4';
  const title = personName
    ? `Phone tracking for ${personName}`
    : 'Track your phone in the background';
  return (
    <section className={styles.card} aria-label={title}>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.muted}>
        A browser stops sending positions when the screen is off. Traccar Client, a free app, keeps
        sending them in the background and keeps them while there is no signal.
      </p>
      {tracking.created ? (
        <>
          <SetupSteps created={tracking.created} forName={personName} />
          <Button variant="secondary" className={styles.done} onClick={tracking.dismissCreated}>
            Done
          </Button>
        </>
      ) : (
        <Button
          className={styles.make}
          busy={tracking.busy === 'create'}
          onClick={() => void tracking.create()}
        >
          Set up a phone
        </Button>
      )}
      {tracking.problem ? (
        <p role="alert" className={styles.error}>
          {tracking.problem}
        </p>
      ) : null}
      <Subheading className={styles.subtitle}>Phones set up</Subheading>
      <LoadedKeyList tracking={tracking} timeZone={timeZone} />
    </section>
  );
}
