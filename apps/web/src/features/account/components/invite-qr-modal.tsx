import type { Invite } from '@ronda/shared';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { formatExpiry } from './invite-texts';
import styles from './manage.module.css';

interface InviteQrModalProps {
  invite: Invite | null;
  companyName: string;
  onClose: () => void;
}

/** The join code as a QR code to print or show on a screen; a phone's camera opens the link. */
export function InviteQrModal({ invite, companyName, onClose }: InviteQrModalProps) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!invite) return;
    let current = true;
    // SVG: sharp at any print size, and drawn without a canvas. Error correction M survives a
    // crease or a smudge on a printed sheet.
    QRCode.toString(invite.qrPayload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
      .then((svg) => current && setImage(`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`))
      .catch(() => current && setImage(null));
    return () => {
      current = false;
    };
  }, [invite]);

  return (
    <Modal open={invite !== null} onClose={onClose} title="Join code">
      {invite ? (
        <div className={styles.qr}>
          <p>
            Scan to join <strong>{companyName}</strong>
            {invite.departmentName ? ` — ${invite.departmentName}` : ''}
          </p>
          {image ? (
            <img src={image} alt={`QR code for join code ${invite.code}`} />
          ) : (
            <p className={styles.muted}>Drawing the QR code…</p>
          )}
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
