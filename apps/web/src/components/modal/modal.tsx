import { X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { registerDialog } from './dialog-history';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra class for the panel (width, padding). */
  className?: string;
  /**
   * Something typed that closing would lose (issue 28): Back, Escape, × and a backdrop click ask
   * first. The form's own Cancel button is a choice already made and does not ask.
   */
  dirty?: boolean;
}

export const DISCARD_QUESTION = 'Discard what you typed? It has not been saved.';

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it, and focus returns to
 * the opener. We add backdrop clicks, the × button and the body scroll lock (DESIGN.md, spec §2.3),
 * and Back closing the dialog (dialog-history.ts).
 */
export function Modal({ open, title, onClose, children, className, dirty }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const latest = useRef({ onClose, dirty });
  useEffect(() => {
    latest.current = { onClose, dirty };
  });
  const requestClose = useCallback(() => {
    if (latest.current.dirty && !window.confirm(DISCARD_QUESTION)) return false;
    latest.current.onClose();
    return true;
  }, []);

  useEffect(() => {
    if (!open) return;
    return registerDialog(requestClose);
  }, [open, requestClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let React state decide, so the dialog and `open` never disagree.
        event.preventDefault();
        requestClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) requestClose();
      }}
    >
      {open && (
        <div className={[styles.panel, className].filter(Boolean).join(' ')}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button
              type="button"
              className={styles.close}
              aria-label="Close"
              onClick={requestClose}
            >
              <X aria-hidden size={20} />
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
