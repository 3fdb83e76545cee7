import type { MouseEvent, Ref } from 'react';
import { FORM_MESSAGES } from './form-problems';
import styles from './error-summary.module.css';

export interface SummaryProblem {
  /** The id of the control the message is about. */
  id: string;
  message: string;
}

interface ErrorSummaryProps {
  ref?: Ref<HTMLDivElement>;
  /** What is wrong with the form as a whole (a refusal no field explains). */
  message?: string | null;
  /**
   * The first line above the list, where the form has a sentence of its own (the spec's, say);
   * otherwise a general one when several fields are listed.
   */
  title?: string | undefined;
  /** Each field's message, in form order. */
  problems: readonly SummaryProblem[];
}

function focusControl(event: MouseEvent<HTMLAnchorElement>, id: string) {
  // The link's own jump would scroll the control under a sticky header; focus scrolls it into view.
  event.preventDefault();
  document.getElementById(id)?.focus();
}

/**
 * The summary a form shows when a submit is refused (DESIGN.md "Forms"): an alert, read out when
 * it appears, with the form's message and every field's problem as a link to that field. Nothing
 * is rendered while there is nothing to say.
 */
export function ErrorSummary({ ref, message, title, problems }: ErrorSummaryProps) {
  if (!message && problems.length === 0) return null;
  // A single field message says it all; a general heading above it would only repeat it.
  const heading =
    message ?? title ?? (problems.length > 1 ? FORM_MESSAGES.summaryTitle : undefined);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.summary}>
      {heading && <p className={styles.title}>{heading}</p>}
      {problems.length > 0 && (
        <ul className={styles.list}>
          {problems.map(({ id, message: text }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className={styles.link}
                onClick={(event) => focusControl(event, id)}
              >
                {text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
