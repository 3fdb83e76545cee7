import { REPORT_MAIL_NOT_CONFIGURED, type ReportSchedulesResponse } from '@ronda/shared';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/button/button';
import { useReportSchedules, useSaveReportSchedules } from '../api/report-schedules';
import { sentLabel } from '../lib/report-format';
import { reportProblem } from '../lib/report-refusal';
import styles from './report-mail-settings.module.css';

/** A box: the reports' two schedules, and (issue 30) the morning digest of yesterday's alerts. */
type Choice = 'monthly' | 'weekly' | 'alertsDaily';

const CHOICES: readonly { frequency: Choice; label: string }[] = [
  { frequency: 'monthly', label: "Last month's attendance and reimbursement, on the 1st" },
  { frequency: 'weekly', label: "Last week's, every Monday" },
  { frequency: 'alertsDaily', label: "Yesterday's alerts, every morning at 07:00" },
];

/** Long enough to be read, short enough not to linger over the next change. */
const SAVED_FOR_MS = 3_000;

type Outcome =
  | { frequency: Choice; kind: 'saving' | 'saved' }
  | { frequency: Choice; kind: 'failed'; message: string };

/**
 * Issue 29: an admin's monthly and weekly report e-mails. Each box saves as it is changed;
 * only mounted for admins, since the server refuses everyone else.
 */
export function ReportMailSettings({ companyId }: { companyId: string }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        E-mail me these reports
      </h2>
      <MailSchedules companyId={companyId} />
    </section>
  );
}

function MailSchedules({ companyId }: { companyId: string }) {
  const schedules = useReportSchedules(companyId);
  if (schedules.isError) {
    return (
      <div role="alert" className={styles.problemBlock}>
        <p className={styles.problem}>
          Could not load your report e-mails. {reportProblem(schedules.error)}
        </p>
        <Button
          variant="secondary"
          busy={schedules.isFetching}
          onClick={() => void schedules.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (schedules.data === undefined) {
    return (
      <p role="status" className={styles.note}>
        Loading your report e-mails…
      </p>
    );
  }
  return <MailChoices companyId={companyId} stored={schedules.data} />;
}

interface MailChoicesProps {
  companyId: string;
  stored: ReportSchedulesResponse;
}

function MailChoices({ companyId, stored }: MailChoicesProps) {
  const idBase = useId();
  const save = useSaveReportSchedules(companyId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    if (outcome?.kind !== 'saved') return;
    const timer = setTimeout(() => setOutcome(null), SAVED_FOR_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  // While saving, the box shows what was asked; after a failure, what is stored again.
  const shown = save.isPending && save.variables ? save.variables : stored;
  const change = (frequency: Choice, on: boolean) => {
    // The PUT carries both boxes: a second change before the first is answered could undo it.
    if (save.isPending) return;
    setOutcome({ frequency, kind: 'saving' });
    save.mutate(
      {
        monthly: stored.monthly,
        weekly: stored.weekly,
        alertsDaily: stored.alertsDaily,
        [frequency]: on,
      },
      {
        onSuccess: () => setOutcome({ frequency, kind: 'saved' }),
        onError: (error) =>
          setOutcome({ frequency, kind: 'failed', message: `Not saved. ${reportProblem(error)}` }),
      },
    );
  };

  return (
    <>
      <p className={styles.note}>
        {stored.emailConfigured
          ? `Sent to ${stored.email} as Excel workbooks, from 06:00 in the company's time zone.`
          : REPORT_MAIL_NOT_CONFIGURED}
      </p>
      <div className={styles.choices}>
        {CHOICES.map(({ frequency, label }) => {
          const mine = outcome?.frequency === frequency ? outcome : null;
          const sent = frequency === 'alertsDaily' ? null : stored.lastSent[frequency];
          const sentId = `${idBase}-${frequency}-sent`;
          const problemId = `${idBase}-${frequency}-problem`;
          const described = [sent && sentId, mine?.kind === 'failed' && problemId]
            .filter(Boolean)
            .join(' ');
          return (
            <div key={frequency} className={styles.choice}>
              <div className={styles.row}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    className={styles.box}
                    checked={shown[frequency]}
                    // Without SMTP_URL nothing would be sent: a box that seemed to work would mislead.
                    disabled={!stored.emailConfigured}
                    aria-describedby={described || undefined}
                    onChange={(event) => change(frequency, event.target.checked)}
                  />
                  <span>{label}</span>
                </label>
                <span role="status" className={styles.saved}>
                  {mine?.kind === 'saving' ? 'Saving…' : mine?.kind === 'saved' ? 'Saved' : ''}
                </span>
              </div>
              {sent && (
                <p id={sentId} className={styles.hint}>
                  Last sent: {sentLabel(sent)}
                </p>
              )}
              {mine?.kind === 'failed' && (
                <p id={problemId} role="alert" className={styles.problem}>
                  {mine.message}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </>
  );
}
