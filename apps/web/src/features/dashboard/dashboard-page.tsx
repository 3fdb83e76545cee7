import { SignedOutNotice } from '@/components/signed-out-notice/signed-out-notice';
import { Button } from '@/components/button/button';
import { useAuth } from '@/lib/auth-store';
import { useConsoleSession } from '@/lib/console-session';
import { useNow } from '@/lib/use-now';
import { useDashboardStats } from './api/get-dashboard-stats';
import { useLatestLocations } from './api/get-latest-locations';
import { EmployeeLocations } from './components/employee-locations';
import { NotLiveBanner } from './components/not-live-banner';
import { StatCards } from './components/stat-cards';
import { useLiveLocations } from './hooks/use-live-locations';
import styles from './dashboard-page.module.css';

function Dashboard({ companyId, timeZone }: { companyId: string; timeZone: string }) {
  const stats = useDashboardStats();
  const live = useLiveLocations(companyId);
  const locations = useLatestLocations(companyId, live);
  const now = useNow(30_000);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Dashboard</h1>
      {stats.isError && (
        <p role="alert" className={styles.error}>
          Failed to load dashboard statistics{' '}
          <Button variant="ghost" onClick={() => void stats.refetch()}>
            Try Again
          </Button>
        </p>
      )}
      <StatCards stats={stats.data} loading={stats.isPending} />
      <section className={styles.section} aria-labelledby="employee-locations-title">
        <h2 id="employee-locations-title" className={styles.heading}>
          Employee Locations
        </h2>
        {locations.isPending ? (
          <p className={styles.loading}>Loading employee locations…</p>
        ) : locations.isError && !locations.data ? (
          <p role="alert" className={styles.error}>
            Failed to load employee locations{' '}
            <Button variant="ghost" onClick={() => void locations.refetch()}>
              Try Again
            </Button>
          </p>
        ) : (
          <>
            {/* The stream is down and the last poll failed too: what is shown is getting old. */}
            {!live && locations.isError && (
              <NotLiveBanner since={locations.dataUpdatedAt} timeZone={timeZone} />
            )}
            <EmployeeLocations locations={locations.data ?? []} now={now} timeZone={timeZone} />
          </>
        )}
      </section>
    </div>
  );
}

/** console.md §2 Dashboard: the four numbers and where the team is. */
export function DashboardPage() {
  const { isAuthenticated } = useAuth();
  const { company, timeZone } = useConsoleSession();
  if (!isAuthenticated) return <SignedOutNotice message="Please log in to access the dashboard" />;
  return <Dashboard companyId={company?.id ?? ''} timeZone={timeZone} />;
}
