import type { SeatHolder } from '@ronda/shared';
import { useId } from 'react';
import { groupByTeam, type TeamGroup } from '../lib/group-by-team';
import styles from './team-lists.module.css';

function Team({ team }: { team: TeamGroup }) {
  const headingId = useId();
  return (
    <section className={styles.team} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.teamName}>
        {team.name}
      </h3>
      <ul className={styles.people}>
        {team.users.map((user) => (
          <li key={user.id} className={styles.person}>
            <span className={styles.name}>{user.name}</span>
            <a className={styles.email} href={`mailto:${user.email}`}>
              {user.email}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface TeamListsProps {
  title: string;
  users: readonly SeatHolder[];
  emptyText: string;
}

/** One seat kind's people, per team (console.md §2, CON-PAY-15/16/17). */
export function TeamLists({ title, users, emptyText }: TeamListsProps) {
  const titleId = useId();
  const teams = groupByTeam(users);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {teams.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <div className={styles.teams}>
          {teams.map((team) => (
            <Team key={team.id ?? 'no-team'} team={team} />
          ))}
        </div>
      )}
    </section>
  );
}
