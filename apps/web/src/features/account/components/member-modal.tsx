import type { User } from '@ronda/shared';
import type { ReactNode } from 'react';
import { Modal } from '@/components/modal/modal';
import {
  fullName,
  isMemberActive,
  isSupervisorOrAdmin,
  supervisedCount,
} from '../lib/organisation';
import { ActiveBadge, RoleBadge } from './badges';
import details from './details-list.module.css';
import styles from './member-modal.module.css';

export interface MemberModalProps {
  /** The person shown; null keeps the modal closed. */
  member: User | null;
  /** Everyone the viewer may see, for the count of employees a supervisor supervises. */
  people: readonly User[];
  onClose: () => void;
  /** Slot for management controls at the modal's foot (move, supervisor toggle, deactivate...). */
  actions?: (member: User) => ReactNode;
}

/** A member's details (console.md §2 Account Settings). */
export function MemberModal({ member, people, onClose, actions }: MemberModalProps) {
  return (
    <Modal open={member !== null} title={member ? fullName(member) : ''} onClose={onClose}>
      {member && (
        <>
          <dl className={`${details.details} ${styles.terms}`}>
            <div className={details.row}>
              <dt>Role</dt>
              <dd>
                <RoleBadge flags={member} />
              </dd>
            </div>
            <div className={details.row}>
              <dt>Status</dt>
              <dd>
                <ActiveBadge active={isMemberActive(member)} />
              </dd>
            </div>
            <div className={details.row}>
              <dt>Email</dt>
              <dd>{member.email}</dd>
            </div>
            <div className={details.row}>
              <dt>Phone</dt>
              <dd>{member.phone?.trim() ? member.phone : 'Not provided'}</dd>
            </div>
            <div className={details.row}>
              <dt>Departments</dt>
              <dd>
                {member.departments.length === 0
                  ? 'Not in a department'
                  : member.departments.map((d) => d.name).join(', ')}
              </dd>
            </div>
            {isSupervisorOrAdmin(member) && (
              <div className={details.row}>
                <dt>Employees Supervised</dt>
                <dd>{supervisedCount(member, people)}</dd>
              </div>
            )}
          </dl>
          {actions && <footer className={styles.actions}>{actions(member)}</footer>}
        </>
      )}
    </Modal>
  );
}
