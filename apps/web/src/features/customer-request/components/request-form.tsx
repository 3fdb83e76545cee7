import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { ErrorSummary } from '@/components/form/error-summary';
import { TextAreaField, TextField } from '@/components/form/form-field';
import { useFormProblems } from '@/components/form/use-form-problems';
import { ImageUploader, useImageUploads } from '@/components/image-uploader/image-uploader';
import { useAdoptTypedValues } from '@/lib/use-adopt-typed-values';
import { EMPTY_LOCATION, LocationPicker } from '@/components/location-picker/location-picker';
import { RequiredFieldsNote } from '@/components/form/required-fields-note';
import type { SubmittedComplaint } from '../api/submit-complaint';
import { useCustomerLookup } from '../hooks/use-customer-lookup';
import type { RequestCompany } from '../hooks/use-request-company';
import { failureProblems } from '../lib/failure-message';
import { EMPTY_VALUES, type RequestLocation, type RequestValues } from '../lib/request-draft';
import { sendRequest } from '../lib/send-request';
import { dueDateToIso, validateRequest, type RequestField } from '../lib/validate-request';
import {
  IMAGE_UPLOAD_MESSAGES,
  IMAGE_UPLOADER_MESSAGES,
  LOCATION_PICKER_MESSAGES,
} from '../request-constants';
import { CompanySelect } from './company-select';
import { CustomerFields } from './customer-fields';
import styles from './request-form.module.css';

/** The controls' ids, in form order: the summary links to them and focus goes to the first. */
const FIELD_IDS: Readonly<Record<RequestField, string>> = {
  email: 'request-email',
  name: 'request-name',
  phone: 'request-phone',
  company: 'request-company',
  description: 'request-description',
  location: 'request-location',
  dueDate: 'request-due-date',
};

interface RequestFormProps {
  company: RequestCompany;
  pickedCompanyId: string;
  onPickCompany(companyId: string): void;
  onSubmitted(complaint: SubmittedComplaint): void;
}

/**
 * The request form (§2.9): checked in the §5 order on submit (with the server's own rules after
 * each field's), then sent as §7 describes. One problem at a time, as §5 asks: under its field
 * and in the summary above the button. Self-contained: the company comes in `company`, the rest
 * from its own hooks, so the form can be mounted anywhere.
 */
export function RequestForm({
  company,
  pickedCompanyId,
  onPickCompany,
  onSubmitted,
}: RequestFormProps) {
  const [values, setValues] = useState<RequestValues>(EMPTY_VALUES);
  // The form is prerendered: what was typed before the app took the page over is kept.
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, EMPTY_VALUES, (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );
  const [location, setLocation] = useState<RequestLocation>(EMPTY_LOCATION);
  const problems = useFormProblems(FIELD_IDS);
  const [busy, setBusy] = useState(false);
  const uploads = useImageUploads({ messages: IMAGE_UPLOAD_MESSAGES });
  const known = useCustomerLookup(values.email, company.companyId);
  const { companyId } = company;
  const { clearField } = problems;
  // Stable, so the location picker's auto-pick timer is not restarted by unrelated renders.
  const changeLocation = useCallback(
    (next: RequestLocation) => {
      setLocation(next);
      clearField('location');
    },
    [clearField],
  );

  function change(field: keyof RequestValues, value: string) {
    // GAP-17 (ours): a new e-mail empties the details that were filled in for the old one.
    setValues((current) =>
      field === 'email' && known
        ? { ...current, email: value, name: '', phone: '' }
        : { ...current, [field]: value },
    );
    clearField(field === 'companyId' ? 'company' : field);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const name = known ? known.name : values.name;
    const found = validateRequest({
      ...values,
      name,
      companyId,
      departmentId: company.department?.id ?? null,
      location,
      knownCustomer: Boolean(known),
    });
    if (found) {
      problems.report({ fields: { [found.field]: found.message }, form: null });
      return;
    }
    problems.clear();
    setBusy(true);
    try {
      const complaint = await sendRequest(
        {
          companyId,
          knownCustomerId: known?.id ?? null,
          customer: { name, email: values.email, phone: values.phone },
          departmentId: company.department?.id ?? null,
          description: values.description,
          location,
          dueDate: dueDateToIso(values.dueDate) ?? values.dueDate,
        },
        { uploadImages: (id) => uploads.uploadAll(uploads.images, id) },
      );
      onSubmitted(complaint);
    } catch (error) {
      problems.report(failureProblems(error));
    } finally {
      setBusy(false);
    }
  }

  const { errorOf } = problems;

  return (
    <form
      ref={formRef}
      method="post"
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <RequiredFieldsNote />
      <CustomerFields values={values} onChange={change} known={known} errorOf={errorOf} />
      {!company.fromRoute && (
        <CompanySelect
          list={company.list}
          value={pickedCompanyId}
          onChange={(id) => {
            onPickCompany(id);
            clearField('company');
          }}
          error={errorOf('company')}
          detailsError={company.detailsError}
        />
      )}
      <TextAreaField
        id="request-description"
        name="description"
        label="Description"
        required
        rows={5}
        maxLength={4000}
        placeholder="What do you need? For example: the garbage on our street was not collected today."
        value={values.description}
        error={errorOf('description')}
        onChange={(event) => change('description', event.target.value)}
      />
      <LocationPicker
        id={FIELD_IDS.location}
        label="Location"
        required
        value={location}
        onChange={changeLocation}
        error={errorOf('location')}
        messages={LOCATION_PICKER_MESSAGES}
        mapCentre={company.coordinates}
      />
      <ImageUploader
        id="request-images"
        images={uploads.images}
        skipped={uploads.skipped}
        onAdd={uploads.add}
        onRemove={uploads.remove}
        disabled={busy}
        messages={IMAGE_UPLOADER_MESSAGES}
        maxImages={uploads.maxImages}
      />
      <TextField
        id="request-due-date"
        name="dueDate"
        label="Due Date"
        type="datetime-local"
        required
        value={values.dueDate}
        error={errorOf('dueDate')}
        hint="When should this be done by?"
        onChange={(event) => change('dueDate', event.target.value)}
      />
      <ErrorSummary {...problems.summary} />
      <div className={styles.actions}>
        <Button type="submit" variant="accent" busy={busy}>
          {busy ? 'Submitting…' : 'Submit Request'}
        </Button>
      </div>
    </form>
  );
}
