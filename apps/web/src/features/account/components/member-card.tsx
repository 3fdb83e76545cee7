import type { User } from '@ronda/shared';
import { fullName, isMemberActive } from '../lib/organisation';
import { RoleBadge } from './badges';
import styles from './member-card.module.css';

export interface MemberCardProps {
  member: User;
  onOpen: (member: User) => void;
}

/** One person in a grid; a button that opens their details. */
export function MemberCard({ member, onOpen }: MemberCardProps) {
  const active = isMemberActive(member);
  const name = fullName(member);
  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => onOpen(member)}
      aria-haspopup="dialog"
    >
      <span className={styles.avatar} aria-hidden>
        {(member.firstName[0] ?? '') + (member.lastName[0] ?? '')}
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        <span className={styles.email}>{member.email}</span>
      </span>
      <span className={styles.badges}>
        <RoleBadge flags={member} />
        {!active && <span className={styles.inactive}>Inactive</span>}
      </span>
    </button>
  );
}

export interface MemberGridProps {
  /** The grid's heading; leave out when the surrounding section already names it. */
  title?: string;
  members: readonly User[];
  onOpen: (member: User) => void;
  /** Shown instead of the grid when it has nobody. */
  emptyText: string;
}

/** A titled grid of member cards ('Supervisors', 'Team Members'). */
export function MemberGrid({ title, members, onOpen, emptyText }: MemberGridProps) {
  return (
    <div className={styles.group}>
      {title && (
        <h3 className={styles.title}>
          {title} <span className={styles.count}>({members.length})</span>
        </h3>
      )}
      {members.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.grid}>
          {members.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
