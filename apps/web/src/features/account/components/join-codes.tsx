import type { Invite } from '@ronda/shared';
import { INVITE_DEFAULT_HOURS, INVITE_MAX_USES } from '@ronda/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { SelectField, TextField } from '@/components/form/form-field';
import { useCreateInvite, useInvites, useRevokeInvite } from '../api/manage-organisation';
import { errorText } from './error-text';
import { InviteQrModal } from './invite-qr-modal';
import { formatExpiry, INVITE_LIFETIMES } from './invite-texts';
import styles from './manage.module.css';

interface JoinCodesProps {
  companyName: string;
  departments: readonly { id: string; name: string }[];
}

/** Join codes for a department, shown as QR codes; admins create and revoke them. */
export function JoinCodes({ companyName, departments }: JoinCodesProps) {
  const invites = useInvites(true);
  const create = useCreateInvite();
  const revoke = useRevokeInvite();
  const [departmentId, setDepartmentId] = useState('');
  const [hours, setHours] = useState<number>(INVITE_DEFAULT_HOURS);
  const [maxUses, setMaxUses] = useState('');
  const [shown, setShown] = useState<Invite | null>(null);
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const uses = maxUses.trim() === '' ? undefined : Number(maxUses);
    if (uses !== undefined && !(Number.isInteger(uses) && uses >= 1 && uses <= INVITE_MAX_USES)) {
      setProblem(`The use limit is a whole number from 1 to ${INVITE_MAX_USES}, or empty.`);
      return;
    }
    setProblem(undefined);
    create.mutate(
      {
        expiresInHours: hours,
        ...(departmentId ? { departmentId } : {}),
        ...(uses ? { maxUses: uses } : {}),
      },
      {
        onSuccess: (invite) => setShown(invite),
        onError: (error) => setProblem(errorText(error, 'Failed to create the join code')),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="join-codes-title">
      <div className={styles.sectionHeader}>
        <h2 id="join-codes-title">Join codes</h2>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <SelectField
          label="Department"
          value={departmentId}
          onChange={(e) => setDepartmentId(e.target.value)}
        >
          <option value="">No department (company only)</option>
          {departments.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Expires after"
          value={String(hours)}
          onChange={(e) => setHours(Number(e.target.value))}
        >
          {INVITE_LIFETIMES.map((l) => (
            <option key={l.hours} value={l.hours}>
              {l.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Use limit"
          hint="How many people may join with it. Leave empty for no limit."
          inputMode="numeric"
          value={maxUses}
          onChange={(e) => setMaxUses(e.target.value)}
        />
        {problem ? (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" busy={create.isPending}>
            Create join code
          </Button>
        </div>
      </form>
      {invites.data && invites.data.length > 0 ? (
        <ul className={styles.list} aria-label="Live join codes">
          {invites.data.map((invite) => (
            <li key={invite.id} className={styles.row}>
              <span>
                <span className={styles.code}>{invite.code}</span>{' '}
                {invite.departmentName ?? 'No department'}
                <br />
                <span className={styles.muted}>{formatExpiry(invite)}</span>
              </span>
              <span className={styles.actions}>
                <Button variant="secondary" onClick={() => setShown(invite)}>
                  Show QR code
                </Button>
                <Button
                  variant="ghost"
                  busy={revoke.isPending && revoke.variables === invite.id}
                  onClick={() => revoke.mutate(invite.id)}
                  aria-label={`Revoke join code ${invite.code}`}
                >
                  Revoke
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>
          {invites.isPending ? 'Loading join codes…' : 'No live join codes.'}
        </p>
      )}
      <InviteQrModal invite={shown} companyName={companyName} onClose={() => setShown(null)} />
    </section>
  );
}
