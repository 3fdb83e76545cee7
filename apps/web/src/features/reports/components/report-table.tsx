import type { ReactNode } from 'react';
import styles from './report-table.module.css';

export interface Column<Row> {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
  /** Words rather than a figure: left-aligned and allowed to wrap. */
  text?: true;
}

interface ReportTableProps<Row> {
  /** Names the table and its scrolling box for assistive technology. */
  caption: string;
  /** The first column's head: "Name", "Department", "Date". */
  nameLabel: string;
  columns: readonly Column<Row>[];
  /** Each row's header cell (who or what the figures are of) and its figures. */
  rows: readonly TableRow<Row>[];
  /** A totals row under the rest, when there is more than one row to add up. */
  total?: Omit<TableRow<Row>, 'key'>;
}

export interface TableRow<Row> {
  key: string;
  name: ReactNode;
  values: Row;
}

/**
 * A report's table. It scrolls sideways in its own box with the first column held in place, so
 * a 390 px phone pans the figures and never the page; the box takes focus so the keyboard can.
 */
export function ReportTable<Row>(props: ReportTableProps<Row>) {
  const { caption, nameLabel, columns, rows, total } = props;
  const cells = (row: Row) =>
    columns.map((c) => (
      <td key={c.key} className={c.text ? styles.text : styles.figure}>
        {c.cell(row)}
      </td>
    ));
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.name}>
              {nameLabel}
            </th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.text ? styles.text : styles.figure}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.name}>
                {row.name}
              </th>
              {cells(row.values)}
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot>
            <tr className={styles.total}>
              <th scope="row" className={styles.name}>
                {total.name}
              </th>
              {cells(total.values)}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** A person's row header: their name, and their departments under it. */
export function PersonName({ name, departments }: { name: string; departments: string[] }) {
  return (
    <>
      {name}
      {departments.length > 0 && (
        <span className={styles.departments}>{departments.join(', ')}</span>
      )}
    </>
  );
}
