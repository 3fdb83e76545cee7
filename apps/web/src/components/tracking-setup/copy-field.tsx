import { useId, useRef, useState } from 'react';
import { Button } from '@/components/button/button';
import styles from './tracking-setup.module.css';

/**
 * A value to paste into the app: read-only text to select, and Copy. Where the clipboard is not
 * offered (a page served over plain http), Copy selects the text so the phone's own Copy works.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState('');
  const copy = async () => {
    input.current?.select();
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setSaid(`${label} copied.`);
    } catch {
      setSaid(`${label} selected: copy it with your device’s Copy.`);
    }
  };
  return (
    <div className={styles.copyField}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.copyRow}>
        <input
          id={id}
          ref={input}
          readOnly
          value={value}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()} aria-label={`Copy ${label}`}>
          Copy
        </Button>
      </div>
      <p role="status" className={styles.muted}>
        {said}
      </p>
    </div>
  );
}
