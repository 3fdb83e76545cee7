import {
  HONEYPOT_FIELD,
  PILOT_BUSINESS_TYPE_LABELS,
  PILOT_BUSINESS_TYPES,
  PILOT_TEAM_SIZES,
} from '@ronda/shared';

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

/** Spec §5: every one of the seven fields must be non-blank once trimmed. */
export function isPilotFormComplete(values: PilotFormValues): boolean {
  return PILOT_FIELDS.every((field) => values[field].trim() !== '');
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
