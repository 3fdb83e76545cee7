import { refusalOf } from '@/components/form/field-refusal';
import { noProblems, type FormProblems } from '@/components/form/form-problems';
import { refusedField } from '../lib/refused-field';
import { SITE_PROBLEMS, type SiteField } from '../lib/work-sites';
import { CENTRE_FIELD_ID } from './work-site-centre';

/** Each field's control, in form order: the first with a problem takes focus. */
export const SITE_FIELD_IDS: Record<SiteField, string> = {
  name: 'work-site-name',
  centre: CENTRE_FIELD_ID,
  radiusMeters: 'work-site-radius',
};

const NOT_SAVED = 'The work site could not be saved. Please try again.';

// The body's fields as the form shows them: a point is one thing to the person.
const FIELD_OF_BODY: Record<string, SiteField> = {
  name: 'name',
  lat: 'centre',
  lng: 'centre',
  radiusMeters: 'radiusMeters',
};

/** A failed save: the refusal under the field it names, else above the buttons. */
export function siteProblemsOfFailure(error: unknown): FormProblems<SiteField> {
  const refusal = refusalOf(error, NOT_SAVED);
  const problems = noProblems<SiteField>();
  const named = refusal.field ?? refusedField(error, Object.keys(FIELD_OF_BODY));
  const field = named ? FIELD_OF_BODY[named] : undefined;
  if (!field) {
    problems.form = refusal.message;
    return problems;
  }
  // The server's sentence when it gave one; else the rule as the form words it itself.
  const ours = field === 'name' ? SITE_PROBLEMS.nameRefused : SITE_PROBLEMS[field];
  problems.fields[field] = refusal.message === NOT_SAVED ? ours : refusal.message;
  return problems;
}
