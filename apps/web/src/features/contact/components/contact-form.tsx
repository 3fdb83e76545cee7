import { HONEYPOT_FIELD } from '@ronda/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { SelectField, TextAreaField, TextField } from '@/components/form/form-field';
import { useAdoptTypedValues } from '@/lib/use-adopt-typed-values';
import { ApiRequestError, DEFAULT_ERROR_MESSAGE } from '@/lib/api-request-error';
import { sendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_SUBJECTS,
  CONTACT_THANK_YOU_MESSAGE,
  CONTACT_THANK_YOU_MS,
  EMPTY_CONTACT_FORM,
  type ContactFormValues,
  type ContactSubject,
} from '../contact-constants';
import { HoneypotField } from '@/components/form/honeypot-field';
import styles from './contact-form.module.css';

type Phase = 'editing' | 'sending' | 'thanked';

const BUTTON_TEXT: Record<Phase, string> = {
  editing: 'Send Message',
  sending: 'Sending…',
  thanked: 'Message sent',
};

function failureMessage(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : DEFAULT_ERROR_MESSAGE;
}

/**
 * Contact form (§2.6, §3, §5): name, email and message required with the browser's own checks
 * (the e-mail input type included). After a send the thank-you shows for 5 s, then the form resets.
 * A failed send (PUB-OURS-12) shows the server's message and keeps what was typed.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, EMPTY_CONTACT_FORM, (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );
  const [phase, setPhase] = useState<Phase>('editing');
  const [failure, setFailure] = useState<string | null>(null);

  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Leaving the page during the thank-you drops the pending reset.
  useEffect(() => {
    const timers = resetTimer;
    return () => clearTimeout(timers.current);
  }, []);

  const set =
    <K extends keyof ContactFormValues>(key: K) =>
    (value: ContactFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'editing') return;
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    setFailure(null);
    setPhase('sending');
    try {
      await sendContactMessage(values, typeof honeypot === 'string' ? honeypot : '');
      setPhase('thanked');
      // Started here rather than in an effect, so the 5 s count from the moment the send succeeded.
      resetTimer.current = setTimeout(() => {
        setValues(EMPTY_CONTACT_FORM);
        setPhase('editing');
      }, CONTACT_THANK_YOU_MS);
    } catch (error) {
      setFailure(failureMessage(error));
      setPhase('editing');
    }
  }

  const locked = phase !== 'editing';

  return (
    // POST, never the browser's default GET: without scripts at all, what was typed must not end
    // up in the address bar and logs. With scripts, a send before React has the form is held and
    // replayed (app/islands), so the button works from the first paint.
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
      <fieldset className={styles.fields} disabled={locked}>
        <legend className="visually-hidden">Your message</legend>
        <div className={styles.row}>
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            value={values.name}
            onChange={(event) => set('name')(event.target.value)}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={values.email}
            onChange={(event) => set('email')(event.target.value)}
          />
        </div>
        <SelectField
          label="Subject"
          name="subject"
          value={values.subject}
          onChange={(event) => set('subject')(event.target.value as ContactSubject)}
        >
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Message"
          name="message"
          required
          rows={6}
          maxLength={4000}
          value={values.message}
          onChange={(event) => set('message')(event.target.value)}
        />
        <HoneypotField id="contact-website" />
      </fieldset>

      <div role="status" className={styles.status}>
        {phase === 'thanked' && <p className={styles.thanks}>{CONTACT_THANK_YOU_MESSAGE}</p>}
      </div>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}

      <Button type="submit" variant="accent" busy={phase === 'sending'} disabled={locked}>
        {BUTTON_TEXT[phase]}
      </Button>
    </form>
  );
}
