import { HONEYPOT_FIELD } from '@ronda/shared';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/form/form-field';
import { useAdoptTypedValues } from '@/lib/use-adopt-typed-values';
import { ApiRequestError, DEFAULT_ERROR_MESSAGE } from '@/lib/api-request-error';
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
import { HoneypotField } from '@/components/form/honeypot-field';
import styles from './deletion-form.module.css';

type Phase = 'editing' | 'sending' | 'done';

function failureMessage(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : DEFAULT_ERROR_MESSAGE;
}

/**
 * Deletion request (§2.7, §3, §5): email, company name, phone and the confirmation are required,
 * and the button stays disabled until the confirmation is ticked. A failed send (PUB-OURS-13)
 * shows the server's message and keeps the form as it was.
 */
export function DeletionForm() {
  const [values, setValues] = useState<DeletionFormValues>(EMPTY_DELETION_FORM);
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, EMPTY_DELETION_FORM, (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );
  const [phase, setPhase] = useState<Phase>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  // The form goes away on success: take focus to the confirmation so it is read out.
  useEffect(() => {
    if (phase === 'done') doneHeading.current?.focus();
  }, [phase]);

  const set =
    <K extends keyof DeletionFormValues>(key: K) =>
    (value: DeletionFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'editing' || !values.confirmation) return;
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    setFailure(null);
    setPhase('sending');
    try {
      await requestAccountDeletion(values, typeof honeypot === 'string' ? honeypot : '');
      setPhase('done');
    } catch (error) {
      setFailure(failureMessage(error));
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
      onSubmit={(event) => void submit(event)}
    >
      <p className={styles.required}>
        Fields marked <span aria-hidden>*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <fieldset className={styles.fields} disabled={sending}>
        <legend className="visually-hidden">Your account</legend>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          hint="The e-mail address you sign in with."
          value={values.email}
          onChange={(event) => set('email')(event.target.value)}
        />
        <div className={styles.row}>
          <TextField
            label="Company name"
            name="companyName"
            autoComplete="organization"
            required
            maxLength={120}
            value={values.companyName}
            onChange={(event) => set('companyName')(event.target.value)}
          />
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            maxLength={30}
            placeholder="+91 98765 43210"
            value={values.phone}
            onChange={(event) => set('phone')(event.target.value)}
          />
        </div>
        <SelectField
          label="Reason"
          name="reason"
          value={values.reason}
          onChange={(event) => set('reason')(event.target.value as DeletionReason)}
        >
          {DELETION_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {DELETION_REASON_LABELS[reason]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Additional information"
          name="additionalInfo"
          maxLength={2000}
          hint="Optional. Anything we should know before deleting your account."
          value={values.additionalInfo}
          onChange={(event) => set('additionalInfo')(event.target.value)}
        />
        <div className={styles.confirm}>
          <CheckboxField
            label="I understand that deleting my account is permanent and cannot be undone."
            name="confirmation"
            required
            checked={values.confirmation}
            onChange={(event) => set('confirmation')(event.target.checked)}
          />
        </div>
        <HoneypotField id="deletion-website" />
      </fieldset>

      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}

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
