import { minutesText, REPORT_LIMITS } from '@ronda/shared';
import { TextField } from '@/components/form/form-field';
import type { SettingsBoxes } from './report-settings-fields';
import styles from './report-settings.module.css';

type RuleKey =
  'shiftStart' | 'shiftEnd' | 'lateGraceMinutes' | 'halfDayBelowMinutes' | 'absentBelowMinutes';

interface DayRulesProps {
  boxes: SettingsBoxes;
  fieldIds: Record<string, string>;
  errorOf: (field: string) => string | undefined;
  onChange: (key: RuleKey, value: string) => void;
}

/** Minutes typed, said as hours too ("= 4 h"), so 240 needs no sum in the head. */
function inHours(box: string): string | undefined {
  const minutes = Number(box);
  return box.trim() !== '' && Number.isInteger(minutes) && minutes >= 60
    ? `= ${minutesText(minutes)}`
    : undefined;
}

/** The shift with its grace for lateness, and the minutes worked that make a half day or absent. */
export function DayRules({ boxes, fieldIds, errorOf, onChange }: DayRulesProps) {
  const minutesBox = (key: RuleKey, label: string, min: number, max: number, hint?: string) => (
    <TextField
      id={fieldIds[key]}
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={boxes[key]}
      hint={[inHours(boxes[key]), hint].filter(Boolean).join('. ') || undefined}
      error={errorOf(key)}
      onChange={(e) => onChange(key, e.target.value)}
    />
  );
  const clock = (key: 'shiftStart' | 'shiftEnd', label: string) => (
    <TextField
      id={fieldIds[key]}
      label={label}
      type="time"
      value={boxes[key]}
      error={errorOf(key)}
      onChange={(e) => onChange(key, e.target.value)}
    />
  );
  const day = REPORT_LIMITS.dayMinutes.max;
  return (
    <fieldset className={styles.group}>
      <legend>Shift and attendance</legend>
      <div className={styles.pair}>
        {clock('shiftStart', 'Shift starts')}
        {clock('shiftEnd', 'Shift ends')}
      </div>
      {minutesBox(
        'lateGraceMinutes',
        'Grace for lateness (minutes)',
        REPORT_LIMITS.graceMinutes.min,
        REPORT_LIMITS.graceMinutes.max,
        'A first punch-in up to this long after the shift starts is not late',
      )}
      <div className={styles.pair}>
        {minutesBox('halfDayBelowMinutes', 'Half day: worked under (minutes)', 1, day)}
        {minutesBox(
          'absentBelowMinutes',
          'Absent: worked under (minutes)',
          0,
          day,
          'A day with no punch is absent too',
        )}
      </div>
    </fieldset>
  );
}
