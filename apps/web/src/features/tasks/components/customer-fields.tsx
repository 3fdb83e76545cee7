import {
  TASK_MESSAGES,
  TASK_TEXT_LIMITS,
  type Customer,
  type CustomerExistsError,
} from '@ronda/shared';
import { Button } from '@/components/button/button';
import { CheckboxField, SelectField, TextField } from '@/components/form/form-field';
import styles from './task-modals.module.css';

/** The Customer part of Create Task: a known customer, or a new one typed in. */
export interface CustomerChoice {
  adding: boolean;
  customerId: string;
  fresh: { name: string; email: string; phone: string };
}

export const initialCustomerChoice = (customers: readonly Customer[]): CustomerChoice => ({
  adding: customers.length === 0,
  customerId: '',
  fresh: { name: '', email: '', phone: '' },
});

/** console.md §5's checks, in order; the guard covers a state the form should never reach. */
export function checkCustomer(
  adding: boolean,
  selected: Customer | undefined,
  fresh: { name: string; email: string },
): string | null {
  if (!adding && !selected) return TASK_MESSAGES.customerRequired;
  if (adding && (!fresh.name.trim() || !fresh.email.trim()))
    return TASK_MESSAGES.newCustomerIncomplete;
  if (!adding && !selected?.email) return TASK_MESSAGES.customerGuard;
  return null;
}

/** The create payload's customer, or the message that stops the form. */
export function customerPayload(
  choice: CustomerChoice,
  customers: readonly Customer[],
):
  | { customer: { name: string; email: string; phone: string | null; isNew?: boolean } }
  | { problem: string } {
  const selected = customers.find((c) => c.id === choice.customerId);
  const problem = checkCustomer(choice.adding, selected, choice.fresh);
  if (problem) return { problem };
  const { fresh } = choice;
  return {
    customer: choice.adding
      ? {
          name: fresh.name.trim(),
          email: fresh.email.trim(),
          phone: fresh.phone.trim() || null,
          // Issue 28: a typed customer whose e-mail exists is asked about, never merged.
          isNew: true,
        }
      : {
          name: selected?.name ?? '',
          email: selected?.email ?? '',
          phone: selected?.phone ?? null,
        },
  };
}

export type ExistingCustomer = NonNullable<CustomerExistsError['existingCustomer']>;

interface CustomerFieldsProps {
  value: CustomerChoice;
  onChange: (next: CustomerChoice) => void;
  customers: readonly Customer[];
  /** The customer who already has the typed e-mail (the server said so): ask which to use. */
  clash?: ExistingCustomer | null;
  onUseExisting?: (customer: ExistingCustomer) => void;
}

const EMAIL_ID = 'task-customer-email';

/** The server found the typed e-mail on a customer: use them, or change the e-mail. */
function CustomerClash(props: { customer: ExistingCustomer; onUse: () => void }) {
  const { customer } = props;
  return (
    <div role="alert" className={styles.unplaced}>
      <p>
        A customer with this e-mail already exists: {customer.name} · {customer.email}
        {customer.phone ? ` · ${customer.phone}` : ''}. Use this customer, or change the e-mail to
        add a new one.
      </p>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={props.onUse}>
          Use {customer.name}
        </Button>
        <Button variant="ghost" onClick={() => document.getElementById(EMAIL_ID)?.focus()}>
          Change the e-mail
        </Button>
      </div>
    </div>
  );
}

export function CustomerFields(props: CustomerFieldsProps) {
  const { value, onChange, customers, clash } = props;
  const { adding, customerId, fresh } = value;
  const setFresh = (patch: Partial<CustomerChoice['fresh']>) =>
    onChange({ ...value, fresh: { ...fresh, ...patch } });
  return (
    <fieldset className={styles.form}>
      <legend>Customer</legend>
      <CheckboxField
        label="Add a new customer"
        checked={adding}
        onChange={(e) => onChange({ ...value, adding: e.target.checked })}
      />
      {adding ? (
        <div className={styles.row}>
          <TextField
            label="Customer name"
            required
            maxLength={TASK_TEXT_LIMITS.customerName}
            showCount
            value={fresh.name}
            onChange={(e) => setFresh({ name: e.target.value })}
          />
          <TextField
            id={EMAIL_ID}
            label="Customer email"
            type="email"
            required
            maxLength={TASK_TEXT_LIMITS.customerEmail}
            showCount
            value={fresh.email}
            onChange={(e) => setFresh({ email: e.target.value })}
          />
          <TextField
            label="Customer phone"
            type="tel"
            maxLength={TASK_TEXT_LIMITS.customerPhone}
            showCount
            value={fresh.phone}
            onChange={(e) => setFresh({ phone: e.target.value })}
          />
        </div>
      ) : (
        <SelectField
          label="Customer"
          required
          value={customerId}
          onChange={(e) => onChange({ ...value, customerId: e.target.value })}
        >
          <option value="">Select a customer</option>
          {customers.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.email})
            </option>
          ))}
        </SelectField>
      )}
      {clash && adding && props.onUseExisting && (
        <CustomerClash customer={clash} onUse={() => props.onUseExisting?.(clash)} />
      )}
    </fieldset>
  );
}
