import {
  HONEYPOT_FIELD,
  PILOT_BUSINESS_TYPE_LABELS,
  PILOT_BUSINESS_TYPES,
  PILOT_TEAM_SIZES,
  pilotSubmissionSchema,
} from '@ronda/shared';
import {
  FORM_MESSAGES,
  checkWithSchema,
  type FieldWordings,
  type FormProblems,
} from '@/components/form/form-problems';

/** Spec §4, §9 (PUB-CONST-03): the success panel closes the modal after 4 s. */
export const PILOT_SUCCESS_CLOSE_MS = 4000;

/** Spec §5, §8: the one message for any blank field, word for word. */
export const PILOT_REQUIRED_MESSAGE = 'Please fill in all required fields.';

export const PILOT_MODAL_TITLE = 'Join the Pilot Program';

export { PILOT_BUSINESS_TYPES, PILOT_TEAM_SIZES };

export const BUSINESS_TYPE_LABELS = PILOT_BUSINESS_TYPE_LABELS;

export interface PilotFormValues {
  name: string;
  email: string;
  phone: string;
  companyName: string;
  numEmployees: string;
  businessType: string;
  problemDescription: string;
  /** The honeypot: people never see it, so it stays empty; bots fill it in. */
  [HONEYPOT_FIELD]: string;
}

/** The seven fields of the pilot application (spec §3), in form order. */
export const PILOT_FIELDS = [
  'name',
  'email',
  'phone',
  'companyName',
  'numEmployees',
  'businessType',
  'problemDescription',
] as const satisfies ReadonlyArray<keyof PilotFormValues>;

export const EMPTY_PILOT_FORM: PilotFormValues = {
  name: '',
  email: '',
  phone: '',
  companyName: '',
  numEmployees: '',
  businessType: '',
  problemDescription: '',
  [HONEYPOT_FIELD]: '',
};

export type PilotField = (typeof PILOT_FIELDS)[number];

/** The controls' ids, in form order. */
export const PILOT_FIELD_IDS: Readonly<Record<PilotField, string>> = {
  name: 'pilot-name',
  email: 'pilot-email',
  phone: 'pilot-phone',
  companyName: 'pilot-company-name',
  numEmployees: 'pilot-num-employees',
  businessType: 'pilot-business-type',
  problemDescription: 'pilot-problem-description',
};

export const PILOT_FIELD_WORDINGS: FieldWordings<PilotField> = {
  name: { label: 'Full name', required: 'Please enter your full name.' },
  email: {
    label: 'Work email',
    required: 'Please enter your work e-mail address.',
    invalid: FORM_MESSAGES.email,
  },
  phone: {
    label: 'Phone',
    required: 'Please enter your phone number.',
    invalid: FORM_MESSAGES.phone,
  },
  companyName: { label: 'Company name', required: 'Please enter your company name.' },
  numEmployees: {
    label: 'Number of employees',
    required: 'Please choose your number of employees.',
  },
  businessType: { label: 'Business type', required: 'Please choose your business type.' },
  problemDescription: {
    label: 'What should Ronda solve for your field team?',
    required: 'Please tell us what Ronda should solve for your team.',
  },
};

/** Spec §5: every one of the seven fields must be non-blank once trimmed. */
export function isPilotFormComplete(values: PilotFormValues): boolean {
  return PILOT_FIELDS.every((field) => values[field].trim() !== '');
}

/**
 * Spec §5 with the server's own schema: each blank field, and what the server would refuse
 * (`priya@naik`, a phone number in words), gets its message; nothing is sent while any remain.
 */
export function validatePilotForm(values: PilotFormValues): FormProblems<PilotField> {
  const body = toPilotSubmission(values);
  return checkWithSchema(pilotSubmissionSchema, body, PILOT_FIELD_WORDINGS);
}

/** The body of POST /api/submissions for the pilot (spec §7, PUB-OURS-05): tagged `pilot`. */
export function toPilotSubmission(values: PilotFormValues) {
  return {
    type: 'pilot' as const,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    companyName: values.companyName.trim(),
    numEmployees: values.numEmployees,
    businessType: values.businessType,
    problemDescription: values.problemDescription.trim(),
    [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
  };
}
export type PilotSubmissionBody = ReturnType<typeof toPilotSubmission>;
