import {
  REPORT_LIMITS,
  REPORT_TRAVEL_MODES,
  reportSettingsSchema,
  WEEKDAY_NAMES,
  WEEKDAYS,
  type Weekday,
} from '@ronda/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { ErrorSummary } from '@/components/form/error-summary';
import { CheckboxField, TextField } from '@/components/form/form-field';
import { useFormProblems } from '@/components/form/use-form-problems';
import { useUpdateReportSettings } from '../api/update-report-settings';
import { sameReportSettings, type StoredReportSettings } from '../lib/report-settings';
import { DayRules } from './report-settings-day-rules';
import {
  bodyOf,
  boxesOf,
  fieldIdsOf,
  problemsOfFailure,
  problemsOfIssues,
  rateField,
  type SettingsBoxes,
} from './report-settings-fields';
import { HolidayList } from './report-settings-holidays';
import manage from './manage.module.css';
import styles from './report-settings.module.css';

interface ReportSettingsFormProps {
  companyId: string;
  timeZone: string;
  stored: StoredReportSettings;
  onClose: () => void;
  /** Whether anything was typed that closing would lose. */
  onDirty: (dirty: boolean) => void;
}

const MODE_LABELS = { walking: 'Walking', cycling: 'Cycling', driving: 'Driving' } as const;

/** Issue 29: an admin sets what the reports measure a day against; all of it is sent at once. */
export function ReportSettingsForm(props: ReportSettingsFormProps) {
  const { companyId, timeZone, stored, onClose, onDirty } = props;
  const [initial] = useState(() => boxesOf(stored));
  const [boxes, setBoxes] = useState<SettingsBoxes>(initial);
  const fieldIds = fieldIdsOf(boxes.holidays.length);
  const problems = useFormProblems(fieldIds);
  const update = useUpdateReportSettings(companyId);

  const change = (next: SettingsBoxes, touched: string | null) => {
    setBoxes(next);
    onDirty(JSON.stringify(bodyOf(next)) !== JSON.stringify(bodyOf(initial)));
    if (touched) {
      problems.clearField(touched);
      return;
    }
    // Holiday rows came or went: messages tied to a row's position no longer fit.
    for (const field of Object.keys(problems.problems.fields)) {
      if (field.startsWith('holidays')) problems.clearField(field);
    }
  };
  const set = <K extends keyof SettingsBoxes>(key: K, value: SettingsBoxes[K], touched: string) =>
    change({ ...boxes, [key]: value }, touched);

  const toggleDay = (day: Weekday) =>
    set(
      'workDays',
      boxes.workDays.includes(day)
        ? boxes.workDays.filter((d) => d !== day)
        : [...boxes.workDays, day].sort((a, b) => a - b),
      'workDays',
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = reportSettingsSchema.safeParse(bodyOf(boxes));
    if (!checked.success) {
      problems.report(problemsOfIssues(checked.error.issues, fieldIds));
      return;
    }
    problems.clear();
    // Nothing changed: nothing is sent, and no line is added to the audit trail.
    if (sameReportSettings(checked.data, stored)) {
      onClose();
      return;
    }
    update.mutate(checked.data, {
      onSuccess: onClose,
      onError: (error) => problems.report(problemsOfFailure(error, fieldIds)),
    });
  };

  const daysError = problems.errorOf('workDays');
  return (
    <form className={manage.form} onSubmit={submit} noValidate>
      <ErrorSummary {...problems.summary} />
      <p className={manage.muted}>
        What the reports measure each day against, in the company&rsquo;s time zone ({timeZone}).
      </p>
      <fieldset
        className={styles.group}
        aria-describedby={daysError ? 'report-work-days-error' : undefined}
      >
        <legend>Working days</legend>
        <div className={styles.days}>
          {WEEKDAYS.map((day) => (
            <CheckboxField
              key={day}
              id={`report-work-day-${day}`}
              label={WEEKDAY_NAMES[day]}
              checked={boxes.workDays.includes(day)}
              aria-invalid={daysError ? true : undefined}
              onChange={() => toggleDay(day)}
            />
          ))}
        </div>
        {daysError ? (
          <p id="report-work-days-error" className={styles.error}>
            {daysError}
          </p>
        ) : null}
      </fieldset>
      <DayRules
        boxes={boxes}
        fieldIds={fieldIds}
        errorOf={problems.errorOf}
        onChange={(key, value) => set(key, value, key)}
      />
      <HolidayList
        rows={boxes.holidays}
        fieldIds={fieldIds}
        errorOf={problems.errorOf}
        onChange={(rows, touched) => change({ ...boxes, holidays: rows }, touched)}
      />
      <fieldset className={styles.group}>
        <legend>Travel reimbursement</legend>
        <div className={styles.pair}>
          {REPORT_TRAVEL_MODES.map((mode) => (
            <TextField
              key={mode}
              id={fieldIds[rateField(mode)]}
              label={`${MODE_LABELS[mode]} (₹ per km)`}
              type="number"
              inputMode="decimal"
              min={REPORT_LIMITS.ratePerKm.min}
              max={REPORT_LIMITS.ratePerKm.max}
              step={0.01}
              value={boxes.rates[mode]}
              error={problems.errorOf(rateField(mode))}
              onChange={(e) =>
                set('rates', { ...boxes.rates, [mode]: e.target.value }, rateField(mode))
              }
            />
          ))}
        </div>
      </fieldset>
      <div className={manage.actions}>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={update.isPending}>
          Save report settings
        </Button>
      </div>
    </form>
  );
}
