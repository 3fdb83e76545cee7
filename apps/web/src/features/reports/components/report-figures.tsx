import styles from './report-figures.module.css';

export interface Figure {
  label: string;
  value: string;
}

/** The numbers first (issue 29): a report's totals as a row of labelled figures. */
export function ReportFigures({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className={styles.figures}>
      {figures.map((f) => (
        <div key={f.label} className={styles.figure}>
          <dt className={styles.label}>{f.label}</dt>
          <dd className={styles.value}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
