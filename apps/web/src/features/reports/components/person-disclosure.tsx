import { ChevronRight } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import styles from './person-disclosure.module.css';

interface PersonDisclosureProps {
  name: string;
  /** A line of their figures beside the name, shown open or closed. */
  summary: string;
  /** One person's report opens on their details; a team's opens on the list of names. */
  defaultOpen: boolean;
  /** Drawn only while open: a month of a large team's days is too much to build at once. */
  children: () => ReactNode;
}

/** One person's details in a report, behind their name. */
export function PersonDisclosure({ name, summary, defaultOpen, children }: PersonDisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <section className={styles.person}>
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <ChevronRight className={styles.chevron} size={20} aria-hidden />
          <span className={styles.name}>{name}</span>
          <span className={styles.summary}>{summary}</span>
        </button>
      </h3>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open && children()}
      </div>
    </section>
  );
}
