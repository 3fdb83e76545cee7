import { REPORT_LIMITS } from '@ronda/shared';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/form/form-field';
import {
  HOLIDAY_ADD_ID,
  holidayField,
  newHolidayRow,
  type SettingsBoxes,
} from './report-settings-fields';
import styles from './report-settings.module.css';

type Rows = SettingsBoxes['holidays'];

interface HolidayListProps {
  rows: Rows;
  fieldIds: Record<string, string>;
  errorOf: (field: string) => string | undefined;
  /** The rows as they now are; `touched` names the field typed in (null: rows came or went). */
  onChange: (rows: Rows, touched: string | null) => void;
}

/** Public holidays as rows of a date and a name, with Add and Remove (at most REPORT_LIMITS). */
export function HolidayList({ rows, fieldIds, errorOf, onChange }: HolidayListProps) {
  const listError = errorOf('holidays');
  const full = rows.length >= REPORT_LIMITS.holidays;
  const edit = (index: number, part: 'date' | 'name', value: string) =>
    onChange(
      rows.map((row, i) => (i === index ? { ...row, [part]: value } : row)),
      holidayField(index, part),
    );
  return (
    <fieldset
      className={styles.group}
      aria-describedby={listError ? 'report-holidays-error' : undefined}
    >
      <legend>Public holidays</legend>
      {rows.length === 0 ? <p className={styles.hint}>No holidays yet.</p> : null}
      {rows.map((row, index) => (
        <fieldset key={row.key} className={styles.holiday}>
          <legend>Holiday {index + 1}</legend>
          <TextField
            id={fieldIds[holidayField(index, 'date')]}
            label="Date"
            type="date"
            value={row.date}
            error={errorOf(holidayField(index, 'date'))}
            onChange={(e) => edit(index, 'date', e.target.value)}
          />
          <TextField
            id={fieldIds[holidayField(index, 'name')]}
            label="Name"
            maxLength={REPORT_LIMITS.holidayName}
            value={row.name}
            error={errorOf(holidayField(index, 'name'))}
            onChange={(e) => edit(index, 'name', e.target.value)}
          />
          <Button
            variant="ghost"
            aria-label={`Remove holiday ${index + 1}`}
            onClick={() =>
              onChange(
                rows.filter((_, i) => i !== index),
                null,
              )
            }
          >
            Remove
          </Button>
        </fieldset>
      ))}
      {listError ? (
        <p id="report-holidays-error" className={styles.error}>
          {listError}
        </p>
      ) : null}
      <div>
        <Button
          id={HOLIDAY_ADD_ID}
          variant="secondary"
          disabled={full}
          onClick={() => onChange([...rows, newHolidayRow()], null)}
        >
          Add holiday
        </Button>
      </div>
      {full ? <p className={styles.hint}>At most {REPORT_LIMITS.holidays} holidays.</p> : null}
    </fieldset>
  );
}
