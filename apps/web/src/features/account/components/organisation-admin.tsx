import { DEFAULT_COMPANY_TIMEZONE, type Company, type User } from '@ronda/shared';
import { useState } from 'react';
import { Button } from '@/components/button/button';
import { CompanyPhones } from '@/components/tracking-setup/company-phones';
import { useCompany } from '../api/get-company';
import { useOrganisation } from '../api/get-organisation';
import type { Department } from '../lib/organisation';
import { CompanyEditModal } from './company-edit-modal';
import { DepartmentFormModal } from './department-form-modal';
import { DueDaysModal } from './due-days-modal';
import { JoinCodes } from './join-codes';
import { MemberActions } from './member-actions';
import { OrganisationTab } from './organisation-tab';
import { RecentChanges } from './recent-changes';
import { ReportSettingsModal } from './report-settings-modal';
import styles from './manage.module.css';

/** Opens the department form: a new one without `department`, else that one to edit. */
function DepartmentButton({ department }: { department?: Department }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={department ? 'ghost' : 'primary'}
        onClick={() => setOpen(true)}
        aria-label={department ? `Edit ${department.name}` : undefined}
      >
        {department ? 'Edit' : 'New department'}
      </Button>
      {open ? (
        <DepartmentFormModal department={department} open onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

/** The management controls an admin gets in the Organization Structure tab (issue 13). */
export function useOrganisationAdminSlots(companyId: string, viewer: User) {
  const company = useCompany(companyId);
  const organisation = useOrganisation(companyId);
  const departments = organisation.status === 'success' ? organisation.departments : [];
  return {
    toolbar: (
      <div className={styles.form}>
        <div className={styles.actions}>
          <DepartmentButton />
        </div>
        <JoinCodes companyName={company.data?.name ?? ''} departments={departments} />
      </div>
    ),
    departmentActions: (department: Department) => <DepartmentButton department={department} />,
    memberActions: (member: User) => (
      <MemberActions
        key={member.id}
        member={member}
        departments={departments}
        selfId={viewer.id}
        timeZone={company.data?.timezone ?? DEFAULT_COMPANY_TIMEZONE}
      />
    ),
    footer: (
      <>
        <CompanyPhones timeZone={company.data?.timezone ?? DEFAULT_COMPANY_TIMEZONE} />
        <RecentChanges timeZone={company.data?.timezone ?? DEFAULT_COMPANY_TIMEZONE} />
      </>
    ),
  };
}

/** The Organization Structure tab as an admin sees it: with the management controls. */
export function AdminOrganisationTab({ companyId, viewer }: { companyId: string; viewer: User }) {
  const slots = useOrganisationAdminSlots(companyId, viewer);
  return <OrganisationTab companyId={companyId} viewer={viewer} {...slots} />;
}

/** An admin's Edit company, Default due dates and Report settings buttons and forms, at the
 * foot of the card. */
export function EditCompany({ company }: { company: Company }) {
  const [open, setOpen] = useState<'company' | 'due-days' | 'reports' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => setOpen('due-days')}>
        Default due dates
      </Button>
      <Button variant="secondary" onClick={() => setOpen('reports')}>
        Report settings
      </Button>
      <Button variant="secondary" onClick={() => setOpen('company')}>
        Edit company
      </Button>
      {open === 'company' ? <CompanyEditModal company={company} open onClose={close} /> : null}
      {open === 'due-days' ? <DueDaysModal company={company} open onClose={close} /> : null}
      {open === 'reports' ? (
        <ReportSettingsModal
          companyId={company.id}
          timeZone={company.timezone}
          open
          onClose={close}
        />
      ) : null}
    </div>
  );
}
