import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { ErrorSummary } from '@/components/form/error-summary';
import { SelectField, TextAreaField, TextField } from '@/components/form/form-field';
import { problemsFromFailure } from '@/components/form/form-problems';
import { HoneypotField } from '@/components/form/honeypot-field';
import { useFormProblems } from '@/components/form/use-form-problems';
import { Modal } from '@/components/modal/modal';
import { useLatest } from '@/lib/use-latest';
import { submitPilotApplication } from '../api/submit-pilot-application';
import {
  BUSINESS_TYPE_LABELS,
  EMPTY_PILOT_FORM,
  isPilotFormComplete,
  PILOT_BUSINESS_TYPES,
  PILOT_FIELD_IDS,
  PILOT_FIELD_WORDINGS,
  PILOT_MODAL_TITLE,
  PILOT_REQUIRED_MESSAGE,
  PILOT_SUCCESS_CLOSE_MS,
  PILOT_TEAM_SIZES,
  toPilotSubmission,
  validatePilotForm,
  type PilotField,
  type PilotFormValues,
} from '../pilot-form';
import styles from './pilot-modal.module.css';

type Status = 'editing' | 'sending' | 'success';

interface PilotModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Join the Pilot Program' (spec §2.4, §4, §5): seven required fields, checked by us with the
 * server's schema rather than by the browser. A blank field brings the spec's alert 'Please fill
 * in all required fields.', followed by the list of what is missing, and each field says what
 * it needs under it. A success panel closes the modal after 4 s; on failure the reason shows in
 * the modal in plain words and the form keeps what was typed (PUB-OURS-11).
 */
export function PilotModal({ open, onClose }: PilotModalProps) {
  const [values, setValues] = useState<PilotFormValues>(EMPTY_PILOT_FORM);
  const [status, setStatus] = useState<Status>('editing');
  const problems = useFormProblems(PILOT_FIELD_IDS);
  const successRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useLatest(onClose);
  const { clear: clearProblems } = problems;

  useEffect(() => {
    if (status !== 'success') return;
    successRef.current?.focus();
    const timer = window.setTimeout(() => {
      setValues(EMPTY_PILOT_FORM);
      clearProblems();
      setStatus('editing');
      onCloseRef.current();
    }, PILOT_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [status, onCloseRef, clearProblems]);

  const close = () => {
    // What was typed stays for next time; the messages about the last attempt do not.
    if (status === 'success') {
      setValues(EMPTY_PILOT_FORM);
      setStatus('editing');
    }
    clearProblems();
    onClose();
  };

  const update = (field: keyof PilotFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in PILOT_FIELD_IDS) problems.clearField(field as PilotField);
  };

  const register = (field: PilotField) => ({
    id: PILOT_FIELD_IDS[field],
    name: field,
    value: values[field],
    error: problems.errorOf(field),
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'editing') return;
    if (problems.report(validatePilotForm(values))) return;
    setStatus('sending');
    try {
      await submitPilotApplication(toPilotSubmission(values));
      setStatus('success');
    } catch (error) {
      problems.report(problemsFromFailure(error, PILOT_FIELD_WORDINGS));
      setStatus('editing');
    }
  };

  // Spec §5, §8: blank fields bring its sentence, word for word, above the list.
  const summaryTitle = isPilotFormComplete(values) ? undefined : PILOT_REQUIRED_MESSAGE;

  return (
    <Modal open={open} title={PILOT_MODAL_TITLE} onClose={close} className={styles.panel}>
      {status === 'success' ? (
        <div ref={successRef} className={styles.success} role="status" tabIndex={-1}>
          <CircleCheck aria-hidden size={40} className={styles.successIcon} />
          <p className={styles.successTitle}>Application received</p>
          <p className={styles.successText}>
            Thank you for applying to the Ronda pilot programme. We review every application and
            will write to you at the e-mail address you gave us.
          </p>
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <p className={styles.intro}>
            All fields are required. It takes about two minutes; we read every application.
          </p>
          <div className={styles.pair}>
            <TextField label="Full name" required autoComplete="name" {...register('name')} />
            <TextField
              label="Work email"
              type="email"
              required
              autoComplete="email"
              inputMode="email"
              {...register('email')}
            />
          </div>
          <div className={styles.pair}>
            <TextField
              label="Phone"
              type="tel"
              required
              autoComplete="tel"
              placeholder="+91 98765 43210"
              {...register('phone')}
            />
            <TextField
              label="Company name"
              required
              autoComplete="organization"
              {...register('companyName')}
            />
          </div>
          <div className={styles.pair}>
            <SelectField label="Number of employees" required {...register('numEmployees')}>
              <option value="">Select team size</option>
              {PILOT_TEAM_SIZES.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            <SelectField label="Business type" required {...register('businessType')}>
              <option value="">Select business type</option>
              {PILOT_BUSINESS_TYPES.map((value) => (
                <option key={value} value={value}>
                  {BUSINESS_TYPE_LABELS[value]}
                </option>
              ))}
            </SelectField>
          </div>
          <TextAreaField
            label="What should Ronda solve for your field team?"
            required
            placeholder="For example: we cannot see which technician visited which customer, or how long each visit took."
            {...register('problemDescription')}
          />
          <HoneypotField
            id="pilot-website"
            value={values.website}
            onChange={(value) => update('website', value)}
          />
          <ErrorSummary {...problems.summary} title={summaryTitle} />
          <div className={styles.actions}>
            <Button type="submit" busy={status === 'sending'}>
              {status === 'sending' ? 'Sending application…' : 'Submit application'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
