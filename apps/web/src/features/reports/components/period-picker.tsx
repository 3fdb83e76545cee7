import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { SelectField, TextField } from '@/components/form/form-field';
import {
  PERIOD_LABELS,
  PERIOD_PRESETS,
  isPeriodPreset,
  rangeProblem,
  type DayRange,
  type Period,
} from '../lib/report-period';
import { rangeLabel } from '../lib/report-format';
import styles from './report-toolbar.module.css';

const CHOOSE_DAYS = 'range';

interface PeriodPickerProps {
  period: Period;
  /** The period's days, worked out from the company's today. */
  range: DayRange;
  onChange: (period: Period) => void;
}

/** The period: a preset week or month, or two days chosen by hand (at most a year and a day). */
export function PeriodPicker({ period, range, onChange }: PeriodPickerProps) {
  const isRange = period.kind === 'range';
  const [choosing, setChoosing] = useState(isRange);
  // The address can change under the picker (Back, a shared link): the boxes follow it.
  const [shownRange, setShownRange] = useState(isRange);
  if (shownRange !== isRange) {
    setShownRange(isRange);
    setChoosing(isRange);
  }
  const value = choosing || period.kind === 'range' ? CHOOSE_DAYS : period.preset;

  return (
    <div className={styles.period}>
      <SelectField
        label="Period"
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          if (isPeriodPreset(next)) {
            setChoosing(false);
            onChange({ kind: 'preset', preset: next });
          } else {
            setChoosing(true);
          }
        }}
      >
        {PERIOD_PRESETS.map((preset) => (
          <option key={preset} value={preset}>
            {PERIOD_LABELS[preset]}
          </option>
        ))}
        <option value={CHOOSE_DAYS}>From – To</option>
      </SelectField>
      {value === CHOOSE_DAYS && (
        <RangeForm
          key={`${range.from}:${range.to}`}
          range={range}
          onShow={(days) => onChange({ kind: 'range', ...days })}
        />
      )}
      <p className={styles.shown} aria-live="polite">
        {rangeLabel(range)}
      </p>
    </div>
  );
}

/**
 * Two date boxes and Show: the report changes on Show, not on every keystroke, since a date
 * box being typed into passes through days (year 0002, 0020, …) nobody wants a report of.
 */
function RangeForm({ range, onShow }: { range: DayRange; onShow: (range: DayRange) => void }) {
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(draft);
    setProblem(found);
    if (!found) onShow(draft);
  };
  return (
    <form className={styles.range} onSubmit={submit} noValidate aria-label="Choose the days">
      <TextField
        label="From"
        type="date"
        value={draft.from}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <TextField
        label="To"
        type="date"
        value={draft.to}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <Button type="submit" variant="secondary">
        Show
      </Button>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </form>
  );
}
