import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { SelectField, TextAreaField, TextField } from '@/components/form/form-field';
import { Modal } from '@/components/modal/modal';
import { useLatest } from '@/lib/use-latest';
import { submitPilotApplication } from '../api/submit-pilot-application';
import {
  BUSINESS_TYPE_LABELS,
  EMPTY_PILOT_FORM,
  isPilotFormComplete,
  PILOT_BUSINESS_TYPES,
  PILOT_FIELDS,
  PILOT_MODAL_TITLE,
  PILOT_REQUIRED_MESSAGE,
  PILOT_SUCCESS_CLOSE_MS,
  PILOT_TEAM_SIZES,
  toPilotSubmission,
  type PilotFormValues,
} from '../pilot-form';
import { HoneypotField } from '@/components/form/honeypot-field';
import styles from './pilot-modal.module.css';

type Status = 'editing' | 'sending' | 'success';

function focusField(form: HTMLFormElement, name: string) {
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}

interface PilotModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Join the Pilot Program' (spec §2.4, §4, §5): seven required fields, checked by us rather than
 * the browser; a success panel that closes the modal after 4 s; on failure the server's message
 * shows in the modal and the form keeps what was typed (PUB-OURS-11).
 */
export function PilotModal({ open, onClose }: PilotModalProps) {
  const [values, setValues] = useState<PilotFormValues>(EMPTY_PILOT_FORM);
  const [status, setStatus] = useState<Status>('editing');
  const [problem, setProblem] = useState<string | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useLatest(onClose);

  const reset = () => {
    setValues(EMPTY_PILOT_FORM);
    setProblem(null);
    setStatus('editing');
  };

  useEffect(() => {
    if (status !== 'success') return;
    successRef.current?.focus();
    const timer = window.setTimeout(() => {
      setValues(EMPTY_PILOT_FORM);
      setProblem(null);
      setStatus('editing');
      onCloseRef.current();
    }, PILOT_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [status, onCloseRef]);

  const close = () => {
    // What was typed stays for next time; the message about the last attempt does not.
    if (status === 'success') reset();
    else setProblem(null);
    onClose();
  };

  const update = (field: keyof PilotFormValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const register = (field: keyof PilotFormValues) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'editing') return;
    if (!isPilotFormComplete(values)) {
      setProblem(PILOT_REQUIRED_MESSAGE);
      const blank = PILOT_FIELDS.find((field) => values[field].trim() === '');
      if (blank) focusField(event.currentTarget, blank);
      return;
    }
    setProblem(null);
    setStatus('sending');
    try {
      await submitPilotApplication(toPilotSubmission(values));
      setStatus('success');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      setStatus('editing');
    }
  };

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
          {problem && (
            <p className={styles.alert} role="alert">
              {problem}
            </p>
          )}
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
