import { HONEYPOT_FIELD } from '@ronda/shared';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { ErrorSummary } from '@/components/form/error-summary';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/form/form-field';
import { problemsFromFailure } from '@/components/form/form-problems';
import { HoneypotField } from '@/components/form/honeypot-field';
import { useFormProblems } from '@/components/form/use-form-problems';
import { useAdoptTypedValues } from '@/lib/use-adopt-typed-values';
import { RequiredFieldsNote } from '@/components/form/required-fields-note';
import { requestAccountDeletion } from '../api/request-account-deletion';
import {
  DELETION_REASON_LABELS,
  DELETION_REASONS,
  DELETION_SUCCESS_TITLE,
  DELETION_TIMING_TEXT,
  EMPTY_DELETION_FORM,
  type DeletionFormValues,
  type DeletionReason,
} from '../deletion-constants';
import {
  DELETION_FIELD_IDS,
  DELETION_FIELD_WORDINGS,
  validateDeletionForm,
  type DeletionField,
} from '../deletion-validation';
import styles from './deletion-form.module.css';

type Phase = 'editing' | 'sending' | 'done';

/**
 * Deletion request (§2.7, §3, §5): email, company name, phone and the confirmation are required,
 * and the button stays disabled until the confirmation is ticked. Checked with the server's own
 * schema and our messages (not the browser's bubbles), each under its field and listed in a
 * summary. A failed send (PUB-OURS-13) says why in plain words and keeps the form as it was.
 */
export function DeletionForm() {
  const [values, setValues] = useState<DeletionFormValues>(EMPTY_DELETION_FORM);
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, EMPTY_DELETION_FORM, (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );
  const [phase, setPhase] = useState<Phase>('editing');
  const problems = useFormProblems(DELETION_FIELD_IDS);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  // The form goes away on success: take focus to the confirmation so it is read out.
  useEffect(() => {
    if (phase === 'done') doneHeading.current?.focus();
  }, [phase]);

  const set =
    <K extends DeletionField>(key: K) =>
    (value: DeletionFormValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      problems.clearField(key);
    };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'editing' || !values.confirmation) return;
    const typed = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    const honeypot = typeof typed === 'string' ? typed : '';
    if (problems.report(validateDeletionForm(values, honeypot))) return;
    setPhase('sending');
    try {
      await requestAccountDeletion(values, honeypot);
      setPhase('done');
    } catch (error) {
      problems.report(problemsFromFailure(error, DELETION_FIELD_WORDINGS));
      setPhase('editing');
    }
  }

  if (phase === 'done') {
    return (
      <div role="status" className={styles.done}>
        <CircleCheck size={32} aria-hidden className={styles.doneIcon} />
        <h3 ref={doneHeading} tabIndex={-1} className={styles.doneTitle}>
          {DELETION_SUCCESS_TITLE}
        </h3>
        <p>{DELETION_TIMING_TEXT}</p>
      </div>
    );
  }

  const sending = phase === 'sending';

  return (
    // POST, never the browser's default GET: see contact-form.tsx.
    <form
      ref={formRef}
      method="post"
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <RequiredFieldsNote />
      <fieldset className={styles.fields} disabled={sending}>
        <legend className="visually-hidden">Your account</legend>
        <TextField
          id={DELETION_FIELD_IDS.email}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          hint="The e-mail address you sign in with."
          value={values.email}
          error={problems.errorOf('email')}
          onChange={(event) => set('email')(event.target.value)}
        />
        <div className={styles.row}>
          <TextField
            id={DELETION_FIELD_IDS.companyName}
            label="Company name"
            name="companyName"
            autoComplete="organization"
            required
            maxLength={120}
            value={values.companyName}
            error={problems.errorOf('companyName')}
            onChange={(event) => set('companyName')(event.target.value)}
          />
          <TextField
            id={DELETION_FIELD_IDS.phone}
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            maxLength={30}
            placeholder="+91 98765 43210"
            value={values.phone}
            error={problems.errorOf('phone')}
            onChange={(event) => set('phone')(event.target.value)}
          />
        </div>
        <SelectField
          id={DELETION_FIELD_IDS.reason}
          label="Reason"
          name="reason"
          value={values.reason}
          error={problems.errorOf('reason')}
          onChange={(event) => set('reason')(event.target.value as DeletionReason)}
        >
          {DELETION_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {DELETION_REASON_LABELS[reason]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          id={DELETION_FIELD_IDS.additionalInfo}
          label="Additional information"
          name="additionalInfo"
          maxLength={2000}
          hint="Optional. Anything we should know before deleting your account."
          value={values.additionalInfo}
          error={problems.errorOf('additionalInfo')}
          onChange={(event) => set('additionalInfo')(event.target.value)}
        />
        <div className={styles.confirm}>
          <CheckboxField
            id={DELETION_FIELD_IDS.confirmation}
            label="I understand that deleting my account is permanent and cannot be undone."
            name="confirmation"
            required
            checked={values.confirmation}
            error={problems.errorOf('confirmation')}
            onChange={(event) => set('confirmation')(event.target.checked)}
          />
        </div>
        <HoneypotField id="deletion-website" />
      </fieldset>

      <ErrorSummary {...problems.summary} />

      <div className={styles.actions}>
        <Button
          type="submit"
          busy={sending}
          disabled={!values.confirmation}
          aria-describedby={values.confirmation ? undefined : 'deletion-confirm-hint'}
        >
          {sending ? 'Sending request…' : 'Request Account Deletion'}
        </Button>
        {!values.confirmation && (
          <p id="deletion-confirm-hint" className={styles.hint}>
            Tick the confirmation above to send your request.
          </p>
        )}
      </div>
    </form>
  );
}
