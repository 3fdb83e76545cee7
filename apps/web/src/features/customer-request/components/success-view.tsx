import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/button/button';
import styles from './success-view.module.css';

interface SuccessViewProps {
  referenceNumber: string;
  companyName: string | null;
  onRaiseAnother(): void;
}

/** §2.9: after a successful submit, the reference number (the complaint id). */
export function SuccessView({ referenceNumber, companyName, onRaiseAnother }: SuccessViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form this replaces had the focus: move it here so the result is announced and found.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={styles.success} aria-labelledby="request-success-title">
      <CircleCheck size={40} aria-hidden className={styles.icon} />
      <h2 id="request-success-title" ref={heading} tabIndex={-1} className={styles.title}>
        Request submitted
      </h2>
      <p>
        Thank you. Your request has been sent{companyName ? ` to ${companyName}` : ''}, and their
        team will be in touch.
      </p>
      <div className={styles.reference}>
        <span className={styles.referenceLabel}>Reference number</span>
        <strong className={styles.referenceValue} data-testid="request-reference">
          {referenceNumber}
        </strong>
      </div>
      <p className={styles.note}>Keep this number to ask about your request.</p>
      <Button variant="primary" onClick={onRaiseAnother}>
        Raise another request
      </Button>
    </section>
  );
}
