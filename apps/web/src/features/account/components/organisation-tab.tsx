import type { User } from '@ronda/shared';
import { useState, type ReactNode } from 'react';
import { useOrganisation } from '../api/get-organisation';
import {
  membersOf,
  organisationCounts,
  unassignedPeople,
  visibleDepartments,
  type Department,
} from '../lib/organisation';
import { DepartmentCard } from './department-card';
import { LoadError, LoadingState } from './load-state';
import { MemberGrid } from './member-card';
import { MemberModal } from './member-modal';
import styles from './organisation-tab.module.css';

export interface OrganisationTabProps {
  companyId: string;
  /** The signed-in user: an admin sees every department, a supervisor only their own. */
  viewer: User | null;
  /** Slot above the departments for management controls (create department, join codes...). */
  toolbar?: ReactNode;
  /** Slot in each department card's header. */
  departmentActions?: (department: Department) => ReactNode;
  /** Slot at the foot of the member modal. */
  memberActions?: (member: User) => ReactNode;
  /** Slot after the departments (an admin's Recent changes). */
  footer?: ReactNode;
}

/** console.md §2 Account Settings, Organization Structure. */
export function OrganisationTab(props: OrganisationTabProps) {
  const { companyId, viewer, toolbar, departmentActions, memberActions, footer } = props;
  const organisation = useOrganisation(companyId);
  const [openId, setOpenId] = useState<string | null>(null);

  if (companyId === '') return <LoadError />;
  if (organisation.status === 'pending') return <LoadingState label="Loading organisation…" />;
  if (organisation.status === 'error') return <LoadError onRetry={organisation.retry} />;

  const { people } = organisation;
  // The list from the server is fresher than the record stored at sign-in.
  const self = people.find((person) => person.id === viewer?.id) ?? viewer;
  const departments = visibleDepartments(organisation.departments, self);
  const counts = organisationCounts(departments, people);
  const unassigned = unassignedPeople(people);
  const open = (member: User) => setOpenId(member.id);
  const openMember = people.find((person) => person.id === openId) ?? null;

  return (
    <div className={styles.tab}>
      <dl className={styles.counts}>
        <div className={styles.stat}>
          <dt>Departments</dt>
          <dd>{counts.departments}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Supervisors</dt>
          <dd>{counts.supervisors}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Employees</dt>
          <dd>{counts.employees}</dd>
        </div>
      </dl>
      {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      {departments.length === 0 ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>No Departments Created</h2>
        </div>
      ) : (
        departments.map((department) => (
          <DepartmentCard
            key={department.id}
            department={department}
            members={membersOf(department.id, people)}
            onOpenMember={open}
            actions={departmentActions}
          />
        ))
      )}
      {unassigned.length > 0 && (
        <section className={styles.unassigned} aria-labelledby="account-unassigned">
          <h2 id="account-unassigned" className={styles.unassignedTitle}>
            Not in a department <span className={styles.muted}>({unassigned.length})</span>
          </h2>
          <MemberGrid members={unassigned} onOpen={open} emptyText="" />
        </section>
      )}
      {footer}
      <MemberModal
        member={openMember}
        people={people}
        onClose={() => setOpenId(null)}
        actions={memberActions}
      />
    </div>
  );
}
