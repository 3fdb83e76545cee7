import { Modal } from '@/components/modal/modal';
import styles from './image-viewer-modal.module.css';

/** A task image full size; the backdrop, Escape and × close it. */
export function ImageViewerModal({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <Modal open title="Image" onClose={onClose} className={styles.panel}>
      <img src={url} alt="Task photo, full size" className={styles.image} />
    </Modal>
  );
}
