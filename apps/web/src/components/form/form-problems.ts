import { ApiRequestError, DEFAULT_ERROR_MESSAGE } from '@/lib/api-request-error';

/**
 * What is wrong with a public form, in plain words: one message per field (shown under it and
 * listed in the summary) and, when something is wrong that no field explains, one for the form.
 * The forms check with the shared zod schema the server uses; these helpers turn its issues, and
 * any refusal the server still sends, into words a visitor understands. Never the schema's own
 * text ('Invalid body.email: must be an e-mail address').
 */

/** How messages speak of one field. */
export interface FieldWording {
  /** The field's visible label, for the default messages. */
  label: string;
  /** Said when the field is left empty (a list not chosen from, a box not ticked). */
  required?: string;
  /** Said when what was typed is refused: the rule, in plain words. */
  invalid?: string;
}

export type FieldWordings<F extends string> = Readonly<Record<F, FieldWording>>;

export interface FormProblems<F extends string> {
  fields: Partial<Record<F, string>>;
  form: string | null;
}

/** The parts of a zod issue read here; zod's own issues fit. */
export interface SchemaIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly maximum?: unknown;
  readonly format?: string;
}

export const FORM_MESSAGES = {
  email: 'Please enter the whole e-mail address, for example name@example.com.',
  phone: 'Please enter a phone number in digits, for example +91 98765 43210.',
  required: (label: string) => `${label} is required.`,
  invalid: (label: string) => `Please check ${label}.`,
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
  /** The server failed (not refused): nothing was stored, and trying again may work. */
  failed: 'Something went wrong on our side and nothing was sent. Please try again in a moment.',
  /** The server refused something no field explains. */
  refused: 'We could not accept the form. Please check what you typed and try again.',
  /** The summary's first line when the form has nothing better to say. */
  summaryTitle: 'Please check the following:',
} as const;

export function noProblems<F extends string>(): FormProblems<F> {
  return { fields: {}, form: null };
}

export function hasProblems<F extends string>(problems: FormProblems<F>): boolean {
  return problems.form !== null || Object.values(problems.fields).some(Boolean);
}

/** Empty as a person sees it: nothing, spaces only, or a box not ticked. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  return typeof value === 'string' && value.trim() === '';
}

function hasField<F extends string>(
  wordings: FieldWordings<F>,
  key: PropertyKey | undefined,
): key is F {
  return typeof key === 'string' && Object.hasOwn(wordings, key);
}

function invalidMessage(wording: FieldWording): string {
  return wording.invalid ?? FORM_MESSAGES.invalid(wording.label);
}

function issueMessage(issue: SchemaIssue, value: unknown, wording: FieldWording): string {
  // Whatever rule an empty field broke (an e-mail's format, say), the person left it empty.
  if (isBlank(value)) return wording.required ?? FORM_MESSAGES.required(wording.label);
  // Too long text; a number above its range is said by the field's own wording.
  if (issue.code === 'too_big' && typeof issue.maximum === 'number' && typeof value === 'string') {
    return FORM_MESSAGES.tooLong(wording.label, issue.maximum);
  }
  if (issue.code === 'invalid_format' && issue.format === 'email' && !wording.invalid) {
    return FORM_MESSAGES.email;
  }
  return invalidMessage(wording);
}

/**
 * The shared schema's issues as plain-word messages, the first issue of each field winning.
 * `values` are what the schema was given, to tell an empty field from a wrong one. An issue on a
 * field the form does not show (a bot's honeypot, say) becomes the form's message.
 */
export function problemsFromIssues<F extends string>(
  issues: readonly SchemaIssue[],
  values: Readonly<Partial<Record<F, unknown>>>,
  wordings: FieldWordings<F>,
): FormProblems<F> {
  const problems = noProblems<F>();
  for (const issue of issues) {
    const key = issue.path[0];
    if (!hasField(wordings, key)) {
      problems.form ??= FORM_MESSAGES.refused;
      continue;
    }
    problems.fields[key] ??= issueMessage(issue, values[key], wordings[key]);
  }
  return problems;
}

// The server's validation answer: "Invalid body.email: must be an e-mail address" (see the
// error handler in apps/server); the first name after the part is the field.
const SERVER_VALIDATION = /^Invalid (?:body|querystring|params)(?:\.([A-Za-z0-9_]+))?[^:]*:/;

/**
 * Checks a form's body with the server's own schema (so the browser accepts exactly what the
 * server accepts) and words what it refuses for the visitor, field by field.
 */
export function checkWithSchema<F extends string>(
  schema: {
    safeParse(
      body: unknown,
    ): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };
  },
  body: Readonly<Partial<Record<F, unknown>>>,
  wordings: FieldWordings<F>,
): FormProblems<F> {
  const result = schema.safeParse(body);
  return result.success ? noProblems() : problemsFromIssues(result.error.issues, body, wordings);
}

/**
 * Why a send failed, for the form to show. A refusal of one field (a rule the browser could not
 * know) goes under that field in the form's words; any other validation refusal, and a failure
 * of the server itself, gets a plain sentence; the server's other messages are already sentences
 * for people (a rate limit, "Could not reach the server") and are shown as they are.
 */
export function problemsFromFailure<F extends string>(
  error: unknown,
  wordings: FieldWordings<F>,
): FormProblems<F> {
  const problems = noProblems<F>();
  if (!(error instanceof ApiRequestError)) {
    problems.form = DEFAULT_ERROR_MESSAGE;
    return problems;
  }
  // 'Internal server error' says nothing a visitor can act on; a 503 says why, in words.
  if (error.status >= 500 && error.status !== 503) {
    problems.form = FORM_MESSAGES.failed;
    return problems;
  }
  const match = isRefusal(error) ? SERVER_VALIDATION.exec(error.message) : null;
  if (!match) {
    problems.form = error.message || DEFAULT_ERROR_MESSAGE;
    return problems;
  }
  const key = match[1];
  if (key !== undefined && hasField(wordings, key)) {
    problems.fields[key] = invalidMessage(wordings[key]);
  } else {
    problems.form = FORM_MESSAGES.refused;
  }
  return problems;
}

/**
 * A refusal in plain words for a form without per-field wording (issue 28): the server's own
 * sentence without its "Invalid body.description:" prefix; `fallback` when there is no sentence
 * for people (a failure of the server, or a check that names no rule).
 */
export function plainRefusal(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError) || error.status >= 500 || !error.message) {
    return fallback;
  }
  const match = SERVER_VALIDATION.exec(error.message);
  if (!match) return error.message;
  const rest = error.message.slice(match[0].length).trim();
  // Our schemas' messages are sentences ("The description can be at most 4,000 characters.");
  // zod's defaults are not ("Too big: expected…"), and are not shown.
  return /^[A-Z].*[.!?]$/.test(rest) ? rest : fallback;
}

/** A refusal by the server (4xx): the submission was not stored. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
}
