import { TextField } from '@/components/form/form-field';
import type { KnownCustomer } from '../api/find-customer';
import type { RequestField } from '../lib/validate-request';
import type { RequestValues } from '../lib/request-draft';
import { WELCOME_BACK } from '../request-constants';
import styles from './request-form.module.css';

interface CustomerFieldsProps {
  values: Pick<RequestValues, 'email' | 'name' | 'phone'>;
  onChange(field: 'email' | 'name' | 'phone', value: string): void;
  known: KnownCustomer | null;
  /** The message under a field, when it has one. */
  errorOf(field: RequestField): string | undefined;
}

/**
 * E-mail, name and phone (§2.9). A returning customer (found by e-mail, §4) sees their name and
 * masked phone filled in and locked, and a welcome; editing the e-mail unlocks and empties them.
 */
export function CustomerFields({ values, onChange, known, errorOf }: CustomerFieldsProps) {
  const lockedHint = known
    ? 'From your earlier request. Change the e-mail to use other details.'
    : undefined;
  return (
    <>
      <TextField
        id="request-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        maxLength={254}
        value={values.email}
        error={errorOf('email')}
        hint="We use it to find your earlier requests."
        onChange={(event) => onChange('email', event.target.value)}
      />
      {known && (
        <div role="status" className={styles.welcome}>
          <strong>{WELCOME_BACK}</strong> <span>We have filled in your details.</span>
        </div>
      )}
      <div className={styles.row}>
        <TextField
          id="request-name"
          name="name"
          label="Name"
          autoComplete="name"
          required
          maxLength={120}
          readOnly={Boolean(known)}
          value={known ? known.name : values.name}
          error={errorOf('name')}
          hint={lockedHint}
          onChange={(event) => onChange('name', event.target.value)}
        />
        <TextField
          id="request-phone"
          name="phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
          placeholder="+91 98765 43210"
          readOnly={Boolean(known)}
          value={known ? (known.phone ?? '') : values.phone}
          error={errorOf('phone')}
          hint={lockedHint}
          onChange={(event) => onChange('phone', event.target.value)}
        />
      </div>
    </>
  );
}
