import { companyUpdateSchema, type Company, type CompanyUpdate } from '@ronda/shared';
import { useCallback, useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { SelectField, TextField } from '@/components/form/form-field';
import { LocationPicker, type LocationValue } from '@/components/location-picker/location-picker';
import { Modal } from '@/components/modal/modal';
import { useUpdateCompany } from '../api/update-company';
import { COMPANY_LOCATION_MESSAGES, timeZones } from './company-texts';
import { errorText } from './error-text';
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
  const [logo, setLogo] = useState(company.logo);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const update = useUpdateCompany();
  const onPlace = useCallback((value: LocationValue) => setPlace(value), []);
  const field = (key: Text) => ({
    value: text[key],
    onChange: (e: { target: { value: string } }) =>
      setText((previous) => ({ ...previous, [key]: e.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = companyUpdateSchema.safeParse({
      ...text,
      address: place.address,
      coordinates: place.coordinates,
      timezone,
      logo,
    });
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      setProblem(first ? `${String(first.path[0] ?? 'Form')}: ${first.message}` : 'Check the form');
      return;
    }
    setProblem(undefined);
    const changes = changedFields(company, parsed.data);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    update.mutate(changes, {
      onSuccess: onClose,
      onError: (error) => setProblem(errorText(error, 'Failed to save the company')),
    });
  };

  return (
    <Modal open={open} onClose={onClose} title="Edit company">
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Company name" required maxLength={120} {...field('name')} />
        <TextField label="E-mail" type="email" {...field('email')} />
        <TextField label="Phone" type="tel" maxLength={30} {...field('phone')} />
        <TextField label="Website" type="url" placeholder="https://" {...field('website')} />
        <LocationPicker
          id="company-address"
          label="Address"
          value={place}
          onChange={onPlace}
          messages={COMPANY_LOCATION_MESSAGES}
        />
        <SelectField
          label="Time zone"
          value={timezone}
          onChange={(e) => setTimezone(e.target.value)}
        >
          {timeZones(company.timezone).map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </SelectField>
        <LogoField value={logo} onChange={setLogo} onBusy={setUploading} />
        {problem ? (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
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
