import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { TextAreaField, TextField } from '@/components/form/form-field';
import { Modal } from '@/components/modal/modal';
import { useLatest } from '@/lib/use-latest';
import { sendRequestNotificationQuietly } from '../api/send-request-notification';
import {
  EMPTY_REQUEST_FORM,
  PHONE_PLACEHOLDER,
  REQUEST_SUCCESS_CLOSE_MS,
  REQUEST_TITLES,
  REQUIRED_REQUEST_FIELDS,
  toRequestNotificationBody,
  validateRequestForm,
  type RequestFormErrors,
  type RequestFormValues,
  type RequestType,
} from '../request-form';
import { HoneypotField } from '@/components/form/honeypot-field';
import styles from './request-modal.module.css';

interface RequestModalProps {
  /** The kind of request the opening button asked for; null while the modal is closed. */
  type: RequestType | null;
  onClose: () => void;
}

/**
 * The home page's request modal (spec §2.3, §4). The form keeps what was typed when the visitor
 * closes it; after a submit it shows the success state, then clears itself and closes.
 */
export function RequestModal({ type, onClose }: RequestModalProps) {
  const [values, setValues] = useState<RequestFormValues>(EMPTY_REQUEST_FORM);
  const [errors, setErrors] = useState<RequestFormErrors>({});
  const [succeeded, setSucceeded] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useLatest(onClose);

  const reset = () => {
    setValues(EMPTY_REQUEST_FORM);
    setErrors({});
    setSucceeded(false);
  };

  useEffect(() => {
    if (!succeeded) return;
    // The form (and the focused submit button) is gone: keep focus inside the dialog.
    successRef.current?.focus();
    const timer = window.setTimeout(() => {
      setValues(EMPTY_REQUEST_FORM);
      setErrors({});
      setSucceeded(false);
      onCloseRef.current();
    }, REQUEST_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, onCloseRef]);

  const close = () => {
    // Closed by hand during the success state: the form is done with, start fresh next time.
    if (succeeded) reset();
    onClose();
  };

  const update = (field: keyof RequestFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!type) return;
    const found = validateRequestForm(values);
    setErrors(found);
    const firstInvalid = REQUIRED_REQUEST_FIELDS.find(({ field }) => found[field]);
    if (firstInvalid) {
      const control = event.currentTarget.elements.namedItem(firstInvalid.field);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    // Spec §4: the success state shows whether or not the send succeeds; failures are logged.
    void sendRequestNotificationQuietly(toRequestNotificationBody(type, values));
    setSucceeded(true);
  };

  const missing = REQUIRED_REQUEST_FIELDS.filter(({ field }) => errors[field]);

  return (
    <Modal open={type !== null} title={type ? REQUEST_TITLES[type] : ''} onClose={close}>
      {succeeded ? (
        <div ref={successRef} className={styles.success} role="status" tabIndex={-1}>
          <CircleCheck aria-hidden size={40} className={styles.successIcon} />
          <p className={styles.successTitle}>Thank you! We have received your request.</p>
          <p className={styles.successText}>
            Someone from our team in Goa will reach you by e-mail or phone, Monday to Friday, 9 to 5
            IST.
          </p>
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={submit}>
          <p className={styles.intro}>
            Fields marked <span aria-hidden="true">*</span>
            <span className="visually-hidden">with an asterisk</span> are required.
          </p>
          {missing.length > 0 && (
            <p className={styles.summary} role="alert">
              Please fill in: {missing.map(({ label }) => label).join(', ')}.
            </p>
          )}
          <TextField
            label="Name"
            name="name"
            required
            autoComplete="name"
            value={values.name}
            error={errors.name}
            onChange={(event) => update('name', event.target.value)}
          />
          <TextField
            label="Company name"
            name="companyName"
            required
            autoComplete="organization"
            value={values.companyName}
            error={errors.companyName}
            onChange={(event) => update('companyName', event.target.value)}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            value={values.email}
            error={errors.email}
            onChange={(event) => update('email', event.target.value)}
          />
          <div className={styles.pair}>
            <TextField
              label="Phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              placeholder={PHONE_PLACEHOLDER}
              hint="Optional"
              value={values.phone}
              onChange={(event) => update('phone', event.target.value)}
            />
            <TextField
              label="Preferred date and time"
              name="preferredDate"
              type="datetime-local"
              hint="Optional"
              value={values.preferredDate}
              onChange={(event) => update('preferredDate', event.target.value)}
            />
          </div>
          <TextAreaField
            label="Message"
            name="message"
            hint="Optional: your team size, cities, or what you would like to see"
            value={values.message}
            onChange={(event) => update('message', event.target.value)}
          />
          <HoneypotField
            id="request-website"
            value={values.website}
            onChange={(value) => update('website', value)}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit">Send request</Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
