import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './form-field.module.css';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  /** The box's maxLength and what it holds: a counter shows near the limit (issue 28). */
  limit?: { max: number; length: number } | undefined;
  children: ReactNode;
}

/** The counter appears at 80 % of the limit: early enough to shorten, quiet before. */
const COUNTER_FROM = 0.8;

function limitOf(maxLength: number | undefined, value: unknown) {
  return maxLength && maxLength > 0 && typeof value === 'string'
    ? { max: maxLength, length: value.length }
    : undefined;
}

/** Label above, control, then hint or error under it (DESIGN.md: a visible label on every control). */
function FieldFrame({ id, label, required, hint, error, limit, children }: FieldFrameProps) {
  const counting = limit && limit.length >= limit.max * COUNTER_FROM;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden>
            *
          </span>
        )}
      </label>
      {children}
      {counting && (
        <p id={`${id}-count`} className={styles.counter} aria-live="polite">
          {limit.length.toLocaleString('en-IN')} / {limit.max.toLocaleString('en-IN')} characters
          {/* A paste longer than the box is cut by the browser: say so rather than lose it quietly. */}
          {limit.length >= limit.max && ': the most this box takes; anything longer was not added.'}
        </p>
      )}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

interface CommonProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Issue 28: with maxLength, count the characters near the limit (the console's forms). */
  showCount?: boolean;
}

function describedBy(id: string, error: string | undefined, hint: ReactNode) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export const TextField = forwardRef<
  HTMLInputElement,
  CommonProps & InputHTMLAttributes<HTMLInputElement>
>(function TextField({ label, hint, error, id, required, className, showCount, ...input }, ref) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame
      id={fieldId}
      label={label}
      required={required}
      hint={hint}
      error={error}
      limit={showCount ? limitOf(input.maxLength, input.value) : undefined}
    >
      <input
        ref={ref}
        id={fieldId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={[styles.control, className].filter(Boolean).join(' ')}
        {...input}
      />
    </FieldFrame>
  );
});

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextAreaField(
  { label, hint, error, id, required, className, showCount, ...textarea },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame
      id={fieldId}
      label={label}
      required={required}
      hint={hint}
      error={error}
      limit={showCount ? limitOf(textarea.maxLength, textarea.value) : undefined}
    >
      <textarea
        ref={ref}
        id={fieldId}
        required={required}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={[styles.control, styles.textarea, className].filter(Boolean).join(' ')}
        {...textarea}
      />
    </FieldFrame>
  );
});

export const SelectField = forwardRef<
  HTMLSelectElement,
  CommonProps & SelectHTMLAttributes<HTMLSelectElement>
>(function SelectField({ label, hint, error, id, required, className, children, ...select }, ref) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error}>
      <select
        ref={ref}
        id={fieldId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={[styles.control, styles.select, className].filter(Boolean).join(' ')}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
});

export const CheckboxField = forwardRef<
  HTMLInputElement,
  CommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>
>(function CheckboxField({ label, hint, error, id, className, ...input }, ref) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className={styles.field}>
      <div className={styles.checkRow}>
        <input
          ref={ref}
          id={fieldId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, error, hint)}
          className={[styles.checkbox, className].filter(Boolean).join(' ')}
          {...input}
        />
        <label htmlFor={fieldId} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      {error && (
        <p id={`${fieldId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
});
