import { refusalOf } from '@/components/form/field-refusal';
import { noProblems, type FormProblems, type SchemaIssue } from '@/components/form/form-problems';
import {
  THRESHOLD_KINDS,
  thresholdField,
  thresholdProblem,
  type ThresholdKind,
} from '../lib/alert-rules';
import { refusedField } from '../lib/refused-field';

/** Each threshold box's id, in form order: the first with a problem takes focus. */
export const ALERT_FIELD_IDS: Record<string, string> = Object.fromEntries(
  THRESHOLD_KINDS.map((kind) => [thresholdField(kind), `alert-${kind}-threshold`]),
);

const kindOfField = (field: string): ThresholdKind | undefined =>
  THRESHOLD_KINDS.find((kind) => thresholdField(kind) === field);

const NOT_SAVED = 'The alert rules could not be saved. Please try again.';

/** The shared schema's issues, each under its threshold box in plain words (not the schema's). */
export function problemsOfIssues(issues: readonly SchemaIssue[]): FormProblems<string> {
  const problems = noProblems<string>();
  for (const issue of issues) {
    const kind = kindOfField(issue.path.map(String).join('.'));
    if (kind) problems.fields[thresholdField(kind)] ??= thresholdProblem(kind);
    else problems.form ??= NOT_SAVED;
  }
  return problems;
}

/** A failed save: under the threshold box it names, else above the button. */
export function problemsOfFailure(error: unknown): FormProblems<string> {
  const refusal = refusalOf(error, NOT_SAVED);
  const problems = noProblems<string>();
  const placed = refusal.field ? kindOfField(refusal.field) : undefined;
  if (placed) {
    problems.fields[thresholdField(placed)] = refusal.message;
    return problems;
  }
  const named = refusedField(error, THRESHOLD_KINDS.map(thresholdField));
  const kind = named ? kindOfField(named) : undefined;
  // The server's sentence when it gave one; else the rule as the form words it itself.
  if (kind) {
    problems.fields[thresholdField(kind)] =
      refusal.message === NOT_SAVED ? thresholdProblem(kind) : refusal.message;
  } else {
    problems.form = refusal.message;
  }
  return problems;
}
