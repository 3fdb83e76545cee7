import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { ErrorSummary } from '@/components/form/error-summary';
import { TextAreaField, TextField } from '@/components/form/form-field';
import { problemsFromFailure } from '@/components/form/form-problems';
import { HoneypotField } from '@/components/form/honeypot-field';
import { useFormProblems } from '@/components/form/use-form-problems';
import { Modal } from '@/components/modal/modal';
import { useLatest } from '@/lib/use-latest';
import { RequiredFieldsNote } from '@/components/form/required-fields-note';
import { sendRequestNotification } from '../api/send-request-notification';
import {
  EMPTY_REQUEST_FORM,
  PHONE_PLACEHOLDER,
  REQUEST_FIELD_IDS,
  REQUEST_FIELD_WORDINGS,
  REQUEST_SUCCESS_CLOSE_MS,
  REQUEST_TITLES,
  toRequestNotificationBody,
  validateRequestForm,
  type RequestField,
  type RequestFormValues,
  type RequestType,
} from '../request-form';
import styles from './request-modal.module.css';

type Status = 'editing' | 'sending' | 'success';

interface RequestModalProps {
  /** The kind of request the opening button asked for; null while the modal is closed. */
  type: RequestType | null;
  onClose: () => void;
}

/**
 * The home page's request modal (spec §2.3, §4). The form is checked with the server's schema
 * before it is sent, and the success state shows only once the server has stored the request: a
 * refusal, or no answer at all, keeps the form with what was typed and says what to do. (Slack
 * failures happen after storing, on the server, and never reach the visitor.) The form keeps what
 * was typed when the visitor closes it; after a success it clears itself and closes.
 */
export function RequestModal({ type, onClose }: RequestModalProps) {
  const [values, setValues] = useState<RequestFormValues>(EMPTY_REQUEST_FORM);
  const [status, setStatus] = useState<Status>('editing');
  const problems = useFormProblems(REQUEST_FIELD_IDS);
  const successRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useLatest(onClose);
  const { clear: clearProblems } = problems;

  useEffect(() => {
    if (status !== 'success') return;
    // The form (and the focused submit button) is gone: keep focus inside the dialog.
    successRef.current?.focus();
    const timer = window.setTimeout(() => {
      setValues(EMPTY_REQUEST_FORM);
      clearProblems();
      setStatus('editing');
      onCloseRef.current();
    }, REQUEST_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [status, onCloseRef, clearProblems]);

  const close = () => {
    // Closed by hand during the success state: the form is done with, start fresh next time.
    if (status === 'success') {
      setValues(EMPTY_REQUEST_FORM);
      setStatus('editing');
    }
    // What was typed stays for next time; the messages about the last attempt do not.
    clearProblems();
    onClose();
  };

  const update = (field: keyof RequestFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in REQUEST_FIELD_IDS) problems.clearField(field as RequestField);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!type || status !== 'editing') return;
    if (problems.report(validateRequestForm(type, values))) return;
    setStatus('sending');
    try {
      await sendRequestNotification(toRequestNotificationBody(type, values));
      setStatus('success');
    } catch (error) {
      // Nothing was stored: never a thank-you for a request we do not have.
      problems.report(problemsFromFailure(error, REQUEST_FIELD_WORDINGS));
      setStatus('editing');
    }
  };

  const field = (name: RequestField) => ({
    id: REQUEST_FIELD_IDS[name],
    name,
    value: values[name],
    error: problems.errorOf(name),
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
  });

  return (
    <Modal open={type !== null} title={type ? REQUEST_TITLES[type] : ''} onClose={close}>
      {status === 'success' ? (
        <div ref={successRef} className={styles.success} role="status" tabIndex={-1}>
          <CircleCheck aria-hidden size={40} className={styles.successIcon} />
          <p className={styles.successTitle}>Thank you! We have received your request.</p>
          <p className={styles.successText}>
            Someone from our team in Goa will reach you by e-mail or phone, Monday to Friday, 9 to 5
            IST.
          </p>
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <RequiredFieldsNote className={styles.intro} />
          <TextField label="Name" required autoComplete="name" {...field('name')} />
          <TextField
            label="Company name"
            required
            autoComplete="organization"
            {...field('companyName')}
          />
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            {...field('email')}
          />
          <div className={styles.pair}>
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              placeholder={PHONE_PLACEHOLDER}
              hint="Optional"
              {...field('phone')}
            />
            <TextField
              label="Preferred date and time"
              type="datetime-local"
              hint="Optional"
              {...field('preferredDate')}
            />
          </div>
          <TextAreaField
            label="Message"
            hint="Optional: your team size, cities, or what you would like to see"
            {...field('message')}
          />
          <HoneypotField
            id="request-website"
            value={values.website}
            onChange={(value) => update('website', value)}
          />
          <ErrorSummary {...problems.summary} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" busy={status === 'sending'}>
              {status === 'sending' ? 'Sending…' : 'Send request'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
