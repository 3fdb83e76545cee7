import {
  TRACCAR_CLIENT_SETTINGS,
  TRACCAR_CLIENT_STORES,
  traccarSetupLink,
  type CreateTrackingKeyResponse,
} from '@ronda/shared';
import { buttonClassName } from '@/components/button/button';
import { LoopbackWarning } from '@/components/phone-reachable/loopback-warning';
import { QrCode } from '@/components/qr-code/qr-code';
import { CopyField } from './copy-field';
import styles from './tracking-setup.module.css';

interface SetupStepsProps {
  created: CreateTrackingKeyResponse;
  /** Whose key it is, when an admin made it for someone else. */
  forName?: string | undefined;
}

/** The three steps that set up Traccar Client with a key just made (issue 19). */
export function SetupSteps({ created, forName }: SetupStepsProps) {
  const link = traccarSetupLink(created.url, created.key);
  const { intervalSeconds, distanceMetres } = TRACCAR_CLIENT_SETTINGS;
  return (
    <div className={styles.steps}>
      <p className={styles.notice}>
        {forName ? `Tracking key made for ${forName}. ` : 'Tracking key made. '}
        It is shown only now: set up the phone before you leave this page. Keep it private, as
        anyone with it can send positions{forName ? ` as ${forName}` : ' as you'}.
      </p>
      <ol className={styles.stepList}>
        <li>
          <p className={styles.stepTitle}>Install Traccar Client</p>
          <p>
            It is free, from{' '}
            <a href={TRACCAR_CLIENT_STORES.android} target="_blank" rel="noopener noreferrer">
              Google Play
            </a>{' '}
            or the{' '}
            <a href={TRACCAR_CLIENT_STORES.ios} target="_blank" rel="noopener noreferrer">
              App Store
            </a>
            .
          </p>
        </li>
        <li>
          <p className={styles.stepTitle}>Scan the code or paste the key</p>
          <p>
            Scan this code with the phone’s camera, or on the phone itself tap Open in Traccar
            Client: the app takes the server and the key from it.
          </p>
          <LoopbackWarning url={created.url} />
          <QrCode
            className={styles.qr}
            payload={link}
            alt="QR code that sets up Traccar Client with this tracking key"
          />
          <a className={buttonClassName('primary')} href={link}>
            Open in Traccar Client
          </a>
          <p>Or paste them into the app’s settings:</p>
          <CopyField label="Server URL" value={created.url} />
          <CopyField label="Device identifier" value={created.key} />
        </li>
        <li>
          <p className={styles.stepTitle}>Set the frequency</p>
          <p>
            In Traccar Client, set Frequency to {intervalSeconds} seconds, Distance to{' '}
            {distanceMetres} m, Location accuracy to High and Offline buffering on (the code sets
            these for you). Allow location access all the time and, on Android, leave the app out of
            battery optimisation. Then turn Service status on.
          </p>
        </li>
      </ol>
    </div>
  );
}
