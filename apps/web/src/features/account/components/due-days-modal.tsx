import { DUE_DAYS_RANGE, dueDaysSchema, type Company, type TaskPriority } from '@ronda/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { ErrorSummary } from '@/components/form/error-summary';
import { TextField } from '@/components/form/form-field';
import { checkWithSchema, problemsFromFailure } from '@/components/form/form-problems';
import { useFormProblems } from '@/components/form/use-form-problems';
import { Modal } from '@/components/modal/modal';
import { useUpdateCompany } from '../api/update-company';
import { DUE_DAY_PRIORITIES } from '../lib/due-days';
import { DUE_DAY_FIELD_IDS, DUE_DAY_FIELD_WORDINGS } from './due-days-wording';
import styles from './manage.module.css';

interface DueDaysModalProps {
  company: Company;
  open: boolean;
  onClose: () => void;
}

type Boxes = Record<TaskPriority, string>;

const boxesOf = (days: Company['defaultDueDays']): Boxes => ({
  critical: String(days.critical),
  high: String(days.high),
  medium: String(days.medium),
  low: String(days.low),
});

// An empty or half-typed box is not a number: the schema's refusal names the box.
const numberOf = (box: string) => (box.trim() === '' ? Number.NaN : Number(box));

/** Issue 28: an admin sets the working days a task created without a due date is given. */
export function DueDaysModal({ company, open, onClose }: DueDaysModalProps) {
  const stored = boxesOf(company.defaultDueDays);
  const [boxes, setBoxes] = useState<Boxes>(stored);
  const problems = useFormProblems(DUE_DAY_FIELD_IDS);
  const update = useUpdateCompany();
  const dirty = DUE_DAY_PRIORITIES.some((p) => boxes[p] !== stored[p]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      critical: numberOf(boxes.critical),
      high: numberOf(boxes.high),
      medium: numberOf(boxes.medium),
      low: numberOf(boxes.low),
    };
    if (problems.report(checkWithSchema(dueDaysSchema, body, DUE_DAY_FIELD_WORDINGS))) return;
    const next = dueDaysSchema.parse(body);
    if (DUE_DAY_PRIORITIES.every((p) => next[p] === company.defaultDueDays[p])) {
      onClose();
      return;
    }
    update.mutate(
      { defaultDueDays: next },
      {
        onSuccess: onClose,
        onError: (error) => problems.report(problemsFromFailure(error, DUE_DAY_FIELD_WORDINGS)),
      },
    );
  };

  return (
    <Modal open={open} onClose={onClose} title="Default due dates" dirty={dirty}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <ErrorSummary {...problems.summary} />
        <p className={styles.muted}>
          A task created without a due date is due this many working days (Monday to Friday) after
          the day it is created, by its priority. 0 means the same day.
        </p>
        {DUE_DAY_PRIORITIES.map((priority) => (
          <TextField
            key={priority}
            id={DUE_DAY_FIELD_IDS[priority]}
            label={`${DUE_DAY_FIELD_WORDINGS[priority].label} (working days)`}
            type="number"
            inputMode="numeric"
            min={DUE_DAYS_RANGE.min}
            max={DUE_DAYS_RANGE.max}
            step={1}
            value={boxes[priority]}
            error={problems.errorOf(priority)}
            onChange={(e) => {
              const value = e.target.value;
              setBoxes((previous) => ({ ...previous, [priority]: value }));
              problems.clearField(priority);
            }}
          />
        ))}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={update.isPending}>
            Save due dates
          </Button>
        </div>
      </form>
    </Modal>
  );
}
