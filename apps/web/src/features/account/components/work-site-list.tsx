import type { WorkSite } from '@ronda/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button/button';
import { refusalOf } from '@/components/form/field-refusal';
import { formatPoint } from '@/components/location-picker/location-value';
import { useCustomerList } from '../api/customer-places';
import { departmentsQuery } from '../api/get-organisation';
import { useDeleteWorkSite } from '../api/work-sites';
import { radiusText } from '../lib/work-sites';
import manage from './manage.module.css';
import styles from './work-sites.module.css';

interface ConfirmDeleteProps {
  companyId: string;
  site: WorkSite;
  onDone: (message: string | null) => void;
}

/** Asked in the row itself, with the choice that keeps the site focused first. */
function ConfirmDelete({ companyId, site, onDone }: ConfirmDeleteProps) {
  const remove = useDeleteWorkSite(companyId);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  const problem = remove.error
    ? refusalOf(remove.error, `${site.name} could not be deleted. Please try again.`).message
    : null;
  return (
    <div role="group" aria-label={`Delete ${site.name}?`} className={styles.confirm}>
      <p className={styles.question}>
        Delete {site.name}? Punches made there keep their flag; they only lose the site’s name.
      </p>
      <div className={manage.actions}>
        <Button ref={keep} variant="secondary" onClick={() => onDone(null)}>
          Keep it
        </Button>
        <Button
          busy={remove.isPending}
          onClick={() =>
            remove.mutate(site.id, { onSuccess: () => onDone(`${site.name} was deleted.`) })
          }
        >
          Yes, delete
        </Button>
      </div>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

const deleteId = (siteId: string) => `work-site-delete-${siteId}`;

/** "For Rita Shop · Field": whom the site is for, by name, when anyone (issue 30). */
function SiteFor({ companyId, site }: { companyId: string; site: WorkSite }) {
  const linked = site.customerId !== null || site.departmentId !== null;
  const customers = useCustomerList(companyId, site.customerId !== null);
  const departments = useQuery(departmentsQuery(companyId, site.departmentId !== null));
  if (!linked) return null;
  const names = [
    customers.data?.find((c) => c.id === site.customerId)?.name,
    departments.data?.find((d) => d.id === site.departmentId)?.name,
  ].filter((name): name is string => Boolean(name));
  return names.length > 0 ? <span className={styles.note}>For {names.join(' · ')}</span> : null;
}

interface WorkSiteListProps {
  companyId: string;
  sites: readonly WorkSite[];
  canEdit: boolean;
  onEdit: (site: WorkSite) => void;
  onDeleted: (message: string) => void;
}

/** The sites by name, with their radius and centre; an admin's Edit and Delete on each. */
export function WorkSiteList({ companyId, sites, canEdit, onEdit, onDeleted }: WorkSiteListProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  // "Keep it" takes the question away: focus goes back to the Delete it came from.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (!refocus.current) return;
    document.getElementById(deleteId(refocus.current))?.focus();
    refocus.current = null;
  });
  if (sites.length === 0) {
    return (
      <p className={manage.muted}>
        No work sites yet.
        {canEdit ? ' Add one to see which punches are made away from every site.' : ''}
      </p>
    );
  }
  return (
    <ul className={styles.sites}>
      {sites.map((site) => (
        <li key={site.id} className={styles.site} aria-label={site.name}>
          <div className={styles.siteText}>
            <span className={styles.siteName}>{site.name}</span>
            <span className={styles.note}>
              Radius {radiusText(site.radiusMeters)} · {formatPoint(site)}
            </span>
            <SiteFor companyId={companyId} site={site} />
          </div>
          {canEdit && confirming === site.id ? (
            <ConfirmDelete
              companyId={companyId}
              site={site}
              onDone={(message) => {
                setConfirming(null);
                if (message) onDeleted(message);
                else refocus.current = site.id;
              }}
            />
          ) : canEdit ? (
            <div className={manage.actions}>
              <Button variant="ghost" aria-label={`Edit ${site.name}`} onClick={() => onEdit(site)}>
                Edit
              </Button>
              <Button
                id={deleteId(site.id)}
                variant="ghost"
                aria-label={`Delete ${site.name}`}
                onClick={() => setConfirming(site.id)}
              >
                Delete
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
