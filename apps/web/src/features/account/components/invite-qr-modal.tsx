import type { Invite } from '@ronda/shared';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { LoopbackWarning } from '@/components/phone-reachable/loopback-warning';
import { QrCode } from '@/components/qr-code/qr-code';
import { formatExpiry } from './invite-texts';
import styles from './manage.module.css';

interface InviteQrModalProps {
  invite: Invite | null;
  companyName: string;
  onClose: () => void;
}

/** The join code as a QR code to print or show on a screen; a phone's camera opens the link. */
export function InviteQrModal({ invite, companyName, onClose }: InviteQrModalProps) {
  return (
    <Modal open={invite !== null} onClose={onClose} title="Join code">
      {invite ? (
        <div className={styles.qr}>
          <p>
            Scan to join <strong>{companyName}</strong>
            {invite.departmentName ? ` — ${invite.departmentName}` : ''}
          </p>
          <LoopbackWarning url={invite.qrPayload} />
          <QrCode payload={invite.qrPayload} alt={`QR code for join code ${invite.code}`} />
          <p>
            Or open <a href={invite.qrPayload}>{invite.qrPayload}</a> and enter{' '}
            <span className={styles.code}>{invite.code}</span>
          </p>
          <p className={styles.muted}>{formatExpiry(invite)}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => window.print()}>
              Print
            </Button>
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
