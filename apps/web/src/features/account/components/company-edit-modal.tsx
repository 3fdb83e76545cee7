import {
  COMPANY_STOP_THRESHOLD,
  COMPANY_TEXT_LIMITS,
  companyUpdateSchema,
  type Company,
  type CompanyUpdate,
} from '@ronda/shared';
import { useCallback, useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { ErrorSummary } from '@/components/form/error-summary';
import { SelectField, TextField } from '@/components/form/form-field';
import { checkWithSchema, problemsFromFailure } from '@/components/form/form-problems';
import { useFormProblems } from '@/components/form/use-form-problems';
import { LocationPicker, type LocationValue } from '@/components/location-picker/location-picker';
import { Modal } from '@/components/modal/modal';
import { useUpdateCompany } from '../api/update-company';
import { COMPANY_FIELD_IDS, COMPANY_FIELD_WORDINGS } from './company-edit-wording';
import { COMPANY_LOCATION_MESSAGES, timeZones } from './company-texts';
import { LogoField } from './logo-field';
import styles from './manage.module.css';

interface CompanyEditModalProps {
  company: Company;
  open: boolean;
  onClose: () => void;
}

type Text = 'name' | 'email' | 'phone' | 'website';
type Parsed = NonNullable<ReturnType<typeof companyUpdateSchema.safeParse>['data']>;

/** Only what differs from the stored company: the audit trail names just those fields. */
function changedFields(company: Company, next: Parsed): CompanyUpdate {
  const changes: CompanyUpdate = {};
  const stored: Parsed = {
    name: company.name,
    email: company.email,
    phone: company.phone,
    website: company.website,
    address: company.address,
    coordinates: company.coordinates,
    timezone: company.timezone,
    stopThresholdMinutes: company.stopThresholdMinutes,
    logo: company.logo,
  };
  for (const key of Object.keys(next) as (keyof Parsed)[]) {
    if (JSON.stringify(next[key] ?? null) !== JSON.stringify(stored[key] ?? null)) {
      Object.assign(changes, { [key]: next[key] });
    }
  }
  return changes;
}

/** An admin edits the company's details, address on the map, time zone and logo. */
export function CompanyEditModal({ company, open, onClose }: CompanyEditModalProps) {
  const [text, setText] = useState<Record<Text, string>>({
    name: company.name,
    email: company.email ?? '',
    phone: company.phone ?? '',
    website: company.website ?? '',
  });
  const [place, setPlace] = useState<LocationValue>({
    address: company.address ?? '',
    coordinates: company.coordinates,
    source: 'picked',
    label: null,
  });
  const [timezone, setTimezone] = useState(company.timezone);
  const [stopMinutes, setStopMinutes] = useState(String(company.stopThresholdMinutes));
  const [logo, setLogo] = useState(company.logo);
  const [uploading, setUploading] = useState(false);
  const problems = useFormProblems(COMPANY_FIELD_IDS);
  const { clearField } = problems;
  const update = useUpdateCompany();
  const onPlace = useCallback(
    (value: LocationValue) => {
      setPlace(value);
      clearField('address');
      clearField('coordinates');
    },
    [clearField],
  );
  const field = (key: Text) => ({
    id: COMPANY_FIELD_IDS[key],
    value: text[key],
    error: problems.errorOf(key),
    onChange: (e: { target: { value: string } }) => {
      setText((previous) => ({ ...previous, [key]: e.target.value }));
      problems.clearField(key);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...text,
      address: place.address,
      coordinates: place.coordinates,
      timezone,
      // An empty or half-typed box is not a number: the schema's refusal names the field.
      stopThresholdMinutes: stopMinutes.trim() === '' ? Number.NaN : Number(stopMinutes),
      logo,
    };
    if (problems.report(checkWithSchema(companyUpdateSchema, body, COMPANY_FIELD_WORDINGS))) return;
    const parsed = companyUpdateSchema.parse(body);
    const changes = changedFields(company, parsed);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    update.mutate(changes, {
      onSuccess: onClose,
      onError: (error) => problems.report(problemsFromFailure(error, COMPANY_FIELD_WORDINGS)),
    });
  };

  return (
    <Modal open={open} onClose={onClose} title="Edit company">
      <form className={styles.form} onSubmit={submit} noValidate>
        <ErrorSummary {...problems.summary} />
        <TextField label="Company name" required maxLength={120} {...field('name')} />
        <TextField
          label="E-mail"
          type="email"
          maxLength={COMPANY_TEXT_LIMITS.email}
          {...field('email')}
        />
        <TextField label="Phone" type="tel" maxLength={30} {...field('phone')} />
        <TextField
          label="Website"
          type="url"
          placeholder="https://"
          maxLength={COMPANY_TEXT_LIMITS.website}
          {...field('website')}
        />
        <LocationPicker
          id="company-address"
          label="Address"
          value={place}
          onChange={onPlace}
          messages={COMPANY_LOCATION_MESSAGES}
          error={problems.errorOf('address') ?? problems.errorOf('coordinates')}
        />
        <SelectField
          id={COMPANY_FIELD_IDS.timezone}
          error={problems.errorOf('timezone')}
          label="Time zone"
          value={timezone}
          onChange={(e) => {
            setTimezone(e.target.value);
            problems.clearField('timezone');
          }}
        >
          {timeZones(company.timezone).map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </SelectField>
        <TextField
          id={COMPANY_FIELD_IDS.stopThresholdMinutes}
          label="Shortest stop (minutes)"
          type="number"
          inputMode="numeric"
          min={COMPANY_STOP_THRESHOLD.min}
          max={COMPANY_STOP_THRESHOLD.max}
          step={1}
          value={stopMinutes}
          error={problems.errorOf('stopThresholdMinutes')}
          hint="Time in one place that counts as a visit on a person's day. Delivery rounds: 3; most teams: 5."
          onChange={(e) => {
            setStopMinutes(e.target.value);
            problems.clearField('stopThresholdMinutes');
          }}
        />
        <LogoField
          id={COMPANY_FIELD_IDS.logo}
          value={logo}
          onChange={(url) => {
            setLogo(url);
            problems.clearField('logo');
          }}
          onBusy={setUploading}
        />
        {problems.errorOf('logo') ? (
          <p className={styles.error}>{problems.errorOf('logo')}</p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={update.isPending} disabled={uploading}>
            Save company
          </Button>
        </div>
      </form>
    </Modal>
  );
}
