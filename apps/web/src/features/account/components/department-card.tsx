import type { User } from '@ronda/shared';
import { useId, type ReactNode } from 'react';
import { partitionMembers, type Department } from '../lib/organisation';
import { MemberGrid } from './member-card';
import styles from './department-card.module.css';

export interface DepartmentCardProps {
  department: Department;
  /** The department's members (anyone whose departments include it). */
  members: readonly User[];
  onOpenMember: (member: User) => void;
  /** Slot for management controls in the card's header (rename, delete...). */
  actions?: (department: Department) => ReactNode;
}

const memberCount = (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`;

/** One department: name, description, member count, then its Supervisors and Team Members. */
export function DepartmentCard({
  department,
  members,
  onOpenMember,
  actions,
}: DepartmentCardProps) {
  const titleId = useId();
  const { supervisors, teamMembers } = partitionMembers(members);
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.name}>
            {department.name}
          </h2>
          {department.description && <p className={styles.description}>{department.description}</p>}
        </div>
        <span className={styles.count}>{memberCount(members.length)}</span>
        {actions && <div className={styles.actions}>{actions(department)}</div>}
      </header>
      {members.length === 0 ? (
        <p className={styles.empty}>No members assigned to this department yet</p>
      ) : (
        <div className={styles.body}>
          <MemberGrid
            title="Supervisors"
            members={supervisors}
            onOpen={onOpenMember}
            emptyText="No supervisors in this department"
          />
          <MemberGrid
            title="Team Members"
            members={teamMembers}
            onOpen={onOpenMember}
            emptyText="No team members in this department"
          />
        </div>
      )}
    </section>
  );
}
