import { Button } from '@/components/button/button';
import { SignedOutNotice } from '@/components/signed-out-notice/signed-out-notice';
import { ApiRequestError } from '@/lib/api-request-error';
import { useAuth } from '@/lib/auth-store';
import { useSubscriptionStats } from './api/get-subscription-stats';
import { SubscriptionCard } from './components/subscription-card';
import { TeamLists } from './components/team-lists';
import { PAYMENT_TEXTS as TEXTS } from './lib/payment-texts';
import { seesOwnTeamsOnly } from './lib/viewer-scope';
import styles from './payment-page.module.css';

function isForbidden(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403;
}

function Subscription() {
  const { user } = useAuth();
  const stats = useSubscriptionStats();

  let content;
  if (stats.isPending) {
    content = (
      <p role="status" className={styles.loading}>
        {TEXTS.loading}
      </p>
    );
  } else if (stats.isError && isForbidden(stats.error)) {
    content = (
      <p role="alert" className={styles.notice}>
        {TEXTS.forbidden}
      </p>
    );
  } else if (stats.isError) {
    content = (
      <div className={styles.error}>
        <p role="alert" className={styles.errorText}>
          {TEXTS.loadError}
        </p>
        <Button variant="secondary" busy={stats.isFetching} onClick={() => void stats.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    const { data } = stats;
    content = (
      <>
        {seesOwnTeamsOnly(user) && <p className={styles.note}>{TEXTS.supervisorNote}</p>}
        <SubscriptionCard stats={data} />
        <div className={styles.lists}>
          <TeamLists
            title="Employees by team"
            users={data.employees.users}
            emptyText="No employees are billed yet."
          />
          <TeamLists
            title="Supervisors by team"
            users={data.supervisors.users}
            emptyText="No supervisors are billed yet."
          />
        </div>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Monthly Subscription</h1>
      {content}
    </div>
  );
}

/** console.md §2 Monthly Subscription (/payment): seats, prices and the total, per team. */
export function PaymentPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <SignedOutNotice message={TEXTS.signedOut} />;
  return <Subscription />;
}
