import type { WorkSite } from '@ronda/shared';
import { useEffect, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { ErrorSummary } from '@/components/form/error-summary';
import { TextField } from '@/components/form/form-field';
import { useFormProblems } from '@/components/form/use-form-problems';
import { useCreateWorkSite, useUpdateWorkSite } from '../api/work-sites';
import { changesOf, checkDraft, SITE_NAME_MAX, type SiteDraft } from '../lib/work-sites';
import { WorkSiteCentre } from './work-site-centre';
import { WorkSiteLinks } from './work-site-links';
import { SITE_FIELD_IDS, siteProblemsOfFailure } from './work-site-problems';
import { WorkSiteRadius } from './work-site-radius';
import manage from './manage.module.css';

interface WorkSiteEditorProps {
  companyId: string;
  /** The site being changed; null for a new one. */
  site: WorkSite | null;
  draft: SiteDraft;
  onDraft: (draft: SiteDraft) => void;
  /** Saved (or nothing to save): what to tell the person. */
  onDone: (message: string) => void;
  onCancel: () => void;
}

/**
 * Add or change a work site: its name, its centre (address, customer or map), its radius, and
 * optionally the customer or department it is for.
 */
export function WorkSiteEditor(props: WorkSiteEditorProps) {
  const { companyId, site, draft, onDraft, onDone, onCancel } = props;
  const problems = useFormProblems(SITE_FIELD_IDS);
  const create = useCreateWorkSite(companyId);
  const update = useUpdateWorkSite(companyId);
  const { clearField } = problems;

  // A centre from the map (a tap or a drag, outside this form) answers the centre's problem too.
  useEffect(() => clearField('centre'), [draft.centre, clearField]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft, site);
    if (!checked.ok) {
      problems.report({ fields: checked.problems, form: null });
      return;
    }
    problems.clear();
    const onError = (error: unknown) => problems.report(siteProblemsOfFailure(error));
    const { fields } = checked;
    if (!site) {
      create.mutate(fields, { onSuccess: (saved) => onDone(`${saved.name} was added.`), onError });
      return;
    }
    const changes = changesOf(fields, site);
    if (Object.keys(changes).length === 0) {
      onDone('Nothing has changed.');
      return;
    }
    update.mutate(
      { id: site.id, changes },
      { onSuccess: (saved) => onDone(`${saved.name} was saved.`), onError },
    );
  };

  return (
    <form
      className={manage.form}
      onSubmit={submit}
      noValidate
      aria-label={site ? `Edit ${site.name}` : 'New work site'}
    >
      <ErrorSummary {...problems.summary} />
      <TextField
        id={SITE_FIELD_IDS.name}
        label="Name"
        required
        maxLength={SITE_NAME_MAX}
        showCount
        placeholder="Head office, Verna warehouse…"
        value={draft.name}
        error={problems.errorOf('name')}
        onChange={(event) => {
          onDraft({ ...draft, name: event.target.value });
          clearField('name');
        }}
      />
      <WorkSiteCentre
        companyId={companyId}
        centre={draft.centre}
        place={draft.place}
        error={problems.errorOf('centre')}
        onCentre={(centre, place, name, customerId) =>
          onDraft({
            ...draft,
            centre,
            place,
            name: draft.name.trim() ? draft.name : (name ?? ''),
            customerId: customerId ?? draft.customerId,
          })
        }
      />
      <WorkSiteRadius
        id={SITE_FIELD_IDS.radiusMeters}
        value={draft.radius}
        error={problems.errorOf('radiusMeters')}
        onChange={(radius) => {
          onDraft({ ...draft, radius });
          clearField('radiusMeters');
        }}
      />
      <WorkSiteLinks
        companyId={companyId}
        customerId={draft.customerId}
        departmentId={draft.departmentId}
        onChange={(links) => onDraft({ ...draft, ...links })}
      />
      <div className={manage.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={create.isPending || update.isPending}>
          {site ? 'Save work site' : 'Add work site'}
        </Button>
      </div>
    </form>
  );
}
