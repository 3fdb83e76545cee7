import { Modal } from '@/components/modal/modal';
import styles from './image-modal.module.css';

export interface OpenImage {
  url: string;
  alt: string;
}

/** console.md §2: a work-log image full screen; the backdrop, Escape and × close it. */
export function ImageModal({ image, onClose }: { image: OpenImage; onClose: () => void }) {
  return (
    <Modal open title="Image" onClose={onClose} className={styles.panel}>
      <img src={image.url} alt={image.alt} className={styles.image} />
    </Modal>
  );
}
