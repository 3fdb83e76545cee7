import styles from './required-fields-note.module.css';

/** The line above a form that says what its asterisks mean, in words for a screen reader too. */
export function RequiredFieldsNote({
  className = styles.note,
}: {
  className?: string | undefined;
}) {
  return (
    <p className={className}>
      Fields marked <span aria-hidden="true">*</span>
      <span className="visually-hidden">with an asterisk</span> are required.
    </p>
  );
}
