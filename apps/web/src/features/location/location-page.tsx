import { localDateIn } from '@ronda/shared';
import { UserX, Users } from 'lucide-react';
import { useMemo } from 'react';
import { SignedOutNotice } from '@/components/signed-out-notice/signed-out-notice';
import { useAuth } from '@/lib/auth-store';
import { useConsoleSession } from '@/lib/console-session';
import { useNow } from '@/lib/use-now';
import { useEmployees } from './api/get-employees';
import { DayActivity } from './components/day-activity';
import { LoadError } from './components/load-error';
import { LocationToolbar } from './components/location-toolbar';
import { StatusPanel } from './components/status-panel';
import { useDayAddress } from './hooks/use-day-address';
import { employeeOptions, preselectedEmployee } from './lib/employee-options';
import styles from './location-page.module.css';

interface LiveLocationProps {
  companyId: string;
  signedInId: string | null;
  timeZone: string;
}

function LiveLocation({ companyId, signedInId, timeZone }: LiveLocationProps) {
  const employees = useEmployees(companyId);
  const options = useMemo(() => employeeOptions(employees.data ?? []), [employees.data]);
  // "Today" moves on at midnight in the company's time zone, even with the page left open.
  const today = localDateIn(useNow(60_000), timeZone);
  const address = useDayAddress(today);
  const chosenId = address.employeeId || preselectedEmployee(employees.data, signedInId);
  const chosen = options.find((o) => o.id === chosenId) ?? null;
  const date = address.date;
  // A link to someone this person may not see (another department, or gone): the refusal, in words.
  const unknown = address.employeeId !== '' && employees.data !== undefined && chosen === null;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Employee Live Location</h1>
        <LocationToolbar
          options={options}
          loadingEmployees={employees.isLoading}
          employeeId={chosen?.id ?? ''}
          onEmployee={address.setEmployee}
          date={date}
          today={today}
          onDate={address.setDate}
        />
      </header>
      {employees.isError && employees.data === undefined && (
        <LoadError message="Failed to load employees" onRetry={() => void employees.refetch()} />
      )}
      {chosen ? (
        <DayActivity
          key={`${chosen.id}:${date}`}
          companyId={companyId}
          employee={chosen}
          date={date}
          isToday={date === today}
          timeZone={timeZone}
        />
      ) : unknown ? (
        <StatusPanel title="Employee Not Available" icon={<UserX size={32} aria-hidden />}>
          This link is for someone you cannot see: only the people of your departments are shown
          here. Choose an employee above.
        </StatusPanel>
      ) : (
        <StatusPanel title="Select an Employee" icon={<Users size={32} aria-hidden />}>
          Choose an employee and a date above to see their punches, breaks, work logs, trips and
          places on the map.
        </StatusPanel>
      )}
    </div>
  );
}

/** console.md §2 Employee Live Location: one person's day on a map and a timeline. */
export function LocationPage() {
  const { isAuthenticated } = useAuth();
  const { user, company, timeZone } = useConsoleSession();
  if (!isAuthenticated)
    return <SignedOutNotice message="Please log in to view employee locations" />;
  return (
    <LiveLocation companyId={company?.id ?? ''} signedInId={user?.id ?? null} timeZone={timeZone} />
  );
}
