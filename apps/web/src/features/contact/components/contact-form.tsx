import { HONEYPOT_FIELD } from '@ronda/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { ErrorSummary } from '@/components/form/error-summary';
import { SelectField, TextAreaField, TextField } from '@/components/form/form-field';
import { problemsFromFailure } from '@/components/form/form-problems';
import { HoneypotField } from '@/components/form/honeypot-field';
import { useFormProblems } from '@/components/form/use-form-problems';
import { useAdoptTypedValues } from '@/lib/use-adopt-typed-values';
import { RequiredFieldsNote } from '@/components/form/required-fields-note';
import { sendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_SUBJECTS,
  CONTACT_THANK_YOU_MESSAGE,
  CONTACT_THANK_YOU_MS,
  EMPTY_CONTACT_FORM,
  type ContactFormValues,
  type ContactSubject,
} from '../contact-constants';
import {
  CONTACT_FIELD_IDS,
  CONTACT_FIELD_WORDINGS,
  validateContactForm,
  type ContactField,
} from '../contact-validation';
import styles from './contact-form.module.css';

type Phase = 'editing' | 'sending' | 'thanked';

const BUTTON_TEXT: Record<Phase, string> = {
  editing: 'Send Message',
  sending: 'Sending…',
  thanked: 'Message sent',
};

/**
 * Contact form (§2.6, §3, §5): name, email and message required and the e-mail checked, with the
 * server's own schema and our messages (not the browser's bubbles): each under its field and
 * listed in a summary. After a send the thank-you shows for 5 s, then the form resets. A failed
 * send (PUB-OURS-12) says why in plain words and keeps what was typed.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, EMPTY_CONTACT_FORM, (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );
  const [phase, setPhase] = useState<Phase>('editing');
  const problems = useFormProblems(CONTACT_FIELD_IDS);

  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Leaving the page during the thank-you drops the pending reset.
  useEffect(() => {
    const timers = resetTimer;
    return () => clearTimeout(timers.current);
  }, []);

  const set =
    <K extends ContactField>(key: K) =>
    (value: ContactFormValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      problems.clearField(key);
    };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'editing') return;
    const typed = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    const honeypot = typeof typed === 'string' ? typed : '';
    if (problems.report(validateContactForm(values, honeypot))) return;
    setPhase('sending');
    try {
      await sendContactMessage(values, honeypot);
      setPhase('thanked');
      // Started here rather than in an effect, so the 5 s count from the moment the send succeeded.
      resetTimer.current = setTimeout(() => {
        setValues(EMPTY_CONTACT_FORM);
        setPhase('editing');
      }, CONTACT_THANK_YOU_MS);
    } catch (error) {
      problems.report(problemsFromFailure(error, CONTACT_FIELD_WORDINGS));
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
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <RequiredFieldsNote />
      <fieldset className={styles.fields} disabled={locked}>
        <legend className="visually-hidden">Your message</legend>
        <div className={styles.row}>
          <TextField
            id={CONTACT_FIELD_IDS.name}
            label="Name"
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            value={values.name}
            error={problems.errorOf('name')}
            onChange={(event) => set('name')(event.target.value)}
          />
          <TextField
            id={CONTACT_FIELD_IDS.email}
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={values.email}
            error={problems.errorOf('email')}
            onChange={(event) => set('email')(event.target.value)}
          />
        </div>
        <SelectField
          id={CONTACT_FIELD_IDS.subject}
          label="Subject"
          name="subject"
          value={values.subject}
          error={problems.errorOf('subject')}
          onChange={(event) => set('subject')(event.target.value as ContactSubject)}
        >
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          id={CONTACT_FIELD_IDS.message}
          label="Message"
          name="message"
          required
          rows={6}
          maxLength={4000}
          value={values.message}
          error={problems.errorOf('message')}
          onChange={(event) => set('message')(event.target.value)}
        />
        <HoneypotField id="contact-website" />
      </fieldset>

      <div role="status" className={styles.status}>
        {phase === 'thanked' && <p className={styles.thanks}>{CONTACT_THANK_YOU_MESSAGE}</p>}
      </div>
      <ErrorSummary {...problems.summary} />

      <Button type="submit" variant="accent" busy={phase === 'sending'} disabled={locked}>
        {BUTTON_TEXT[phase]}
      </Button>
    </form>
  );
}
