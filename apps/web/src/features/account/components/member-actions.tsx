import type { User } from '@ronda/shared';
import { useState } from 'react';
import { Button } from '@/components/button/button';
import { CheckboxField } from '@/components/form/form-field';

import { useSetActive, useSetDepartments, useSetSupervisor } from '../api/manage-organisation';
import { errorText } from './error-text';
import { MemberTracking } from './member-tracking';
import styles from './manage.module.css';

interface MemberActionsProps {
  member: User;
  departments: readonly { id: string; name: string }[];
  /** The signed-in admin: they cannot deactivate themselves. */
  selfId: string;
  /** The company's, for when the person's phones last sent. */
  timeZone: string;
}

/** What an admin can change about a person, at the foot of the member modal. */
export function MemberActions({ member, departments, selfId, timeZone }: MemberActionsProps) {
  const [chosen, setChosen] = useState(() => new Set(member.departments.map((d) => d.id)));
  const [problem, setProblem] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | undefined>();
  const move = useSetDepartments();
  const supervise = useSetSupervisor();
  const activate = useSetActive();
  const active = member.status === 'active' || member.isActive;
  const done = (message: string) => ({
    onSuccess: () => {
      setProblem(undefined);
      setSaved(message);
    },
    onError: (error: unknown) => {
      setSaved(undefined);
      setProblem(errorText(error, 'Failed to save the change'));
    },
  });
  const toggle = (id: string) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const name = `${member.firstName} ${member.lastName}`.trim();

  return (
    <section className={styles.section} aria-label={`Manage ${name}`}>
      <fieldset className={styles.checks}>
        <legend>Departments</legend>
        {departments.map((department) => (
          <CheckboxField
            key={department.id}
            label={department.name}
            checked={chosen.has(department.id)}
            onChange={() => toggle(department.id)}
          />
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          busy={move.isPending}
          onClick={() =>
            move.mutate(
              { userId: member.id, departmentIds: [...chosen] },
              done('Departments saved.'),
            )
          }
        >
          Save departments
        </Button>
        {member.isAdmin ? null : (
          <Button
            variant="secondary"
            busy={supervise.isPending}
            onClick={() =>
              supervise.mutate(
                { userId: member.id, isSupervisor: !member.isSupervisor },
                done(
                  member.isSupervisor
                    ? `${name} is no longer a supervisor.`
                    : `${name} is now a supervisor.`,
                ),
              )
            }
          >
            {member.isSupervisor ? 'Remove supervisor role' : 'Make supervisor'}
          </Button>
        )}
        {member.id === selfId ? null : (
          <Button
            variant={active ? 'ghost' : 'primary'}
            busy={activate.isPending}
            onClick={() => {
              if (active && !window.confirm(`Deactivate ${name}? They are signed out at once.`))
                return;
              activate.mutate(
                { userId: member.id, active: !active },
                done(active ? `${name} is deactivated.` : `${name} is active again.`),
              );
            }}
          >
            {active ? 'Deactivate' : 'Reactivate'}
          </Button>
        )}
      </div>
      <p role="status" className={styles.muted}>
        {saved}
      </p>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      {active ? <MemberTracking userId={member.id} name={name} timeZone={timeZone} /> : null}
    </section>
  );
}
