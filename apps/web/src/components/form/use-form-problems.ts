import { useCallback, useEffect, useRef, useState } from 'react';
import { hasProblems, noProblems, type FormProblems } from './form-problems';
import type { SummaryProblem } from './error-summary';

/**
 * A form's problems and where focus goes when they are shown (DESIGN.md: errors under the field
 * and summarised on submit). `fieldIds` gives each field's control id, in form order: the first
 * field with a problem takes focus, or the summary when only the form as a whole has one.
 */
export function useFormProblems<F extends string>(fieldIds: Readonly<Record<F, string>>) {
  const [problems, setProblems] = useState<FormProblems<F>>(noProblems);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Set by `report`, read after the render that shows the problems (the summary must exist).
  const focusPending = useRef(false);
  const order = Object.keys(fieldIds) as F[];

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const first = order.find((field) => problems.fields[field]);
    const target = first ? document.getElementById(fieldIds[first]) : summaryRef.current;
    target?.focus();
  });

  // Stable, so forms can name them in an effect's dependencies (a timer that clears the form).
  /** Shows these problems (replacing the last ones); answers whether there are any. */
  const report = useCallback((next: FormProblems<F>): boolean => {
    setProblems(next);
    const any = hasProblems(next);
    focusPending.current = any;
    return any;
  }, []);

  /** The person changed this field: its message goes, from under it and from the summary. */
  const clearField = useCallback((field: F) => {
    setProblems((current) =>
      current.fields[field]
        ? { ...current, fields: { ...current.fields, [field]: undefined } }
        : current,
    );
  }, []);

  const clear = useCallback(() => setProblems(noProblems()), []);

  const listed: SummaryProblem[] = order.flatMap((field) => {
    const message = problems.fields[field];
    return message ? [{ id: fieldIds[field], message }] : [];
  });

  return {
    problems,
    errorOf: (field: F): string | undefined => problems.fields[field],
    report,
    clearField,
    clear,
    /** Spread onto <ErrorSummary> (with a title of the form's own when it has one). */
    summary: { ref: summaryRef, message: problems.form, problems: listed },
  };
}
