import { Modal } from '@/components/modal/modal';
import { StoreBadges } from '@/components/store-badges/store-badges';
import styles from './account-not-found-dialog.module.css';

/** public-site-and-sign-in.md §2.10: an unknown e-mail is sent to the mobile apps to register. */
export function AccountNotFoundDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Account Not Found" onClose={onClose}>
      <p className={styles.hint}>
        There is no Ronda account for this e-mail address. To register your business, download the
        Ronda app from Google Play or the App Store and create your company there in about 30
        seconds.
      </p>
      <StoreBadges className={styles.dialogBadges} />
    </Modal>
  );
}
