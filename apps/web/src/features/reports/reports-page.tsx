import { localDateIn, roleOf, type Role } from '@ronda/shared';
import { useMemo, type ReactNode } from 'react';
import { SignedOutNotice } from '@/components/signed-out-notice/signed-out-notice';
import { Tabs, type TabSpec } from '@/components/tabs/tabs';
import { useAuth } from '@/lib/auth-store';
import { useConsoleSession } from '@/lib/console-session';
import { useNow } from '@/lib/use-now';
import { useDepartments, useEmployees } from '@/lib/company-directory';
import type { ReportParams } from './api/report-params';
import { AttendanceView } from './components/attendance-view';
import { DistanceView } from './components/distance-view';
import { PeopleFilters } from './components/people-filters';
import { PeriodPicker } from './components/period-picker';
import { ReportMailSettings } from './components/report-mail-settings';
import toolbar from './components/report-toolbar.module.css';
import { TasksView } from './components/tasks-view';
import { VisitsView } from './components/visits-view';
import { useReportAddress } from './hooks/use-report-address';
import { periodRange } from './lib/report-period';
import { REPORT_TABS, tabLabel, type ReportTab } from './lib/report-tab';
import styles from './reports-page.module.css';

interface ViewProps {
  companyId: string;
  params: ReportParams;
  own: boolean;
}

/** Each tab's view; being a Record, a tab added to REPORT_TABS does not compile without one. */
const VIEWS: Readonly<Record<ReportTab, (props: ViewProps) => ReactNode>> = {
  attendance: AttendanceView,
  distance: DistanceView,
  tasks: TasksView,
  visits: VisitsView,
};

interface ReportsProps {
  companyId: string;
  role: Role;
  /** A supervisor's own departments: the only ones their reports may be of. */
  ownDepartmentIds: readonly string[];
  timeZone: string;
}

function Reports({ companyId, role, ownDepartmentIds, timeZone }: ReportsProps) {
  const own = role === 'employee';
  // "Today" moves on at midnight in the company's time zone, even with the page left open.
  const today = localDateIn(useNow(60_000), timeZone);
  const { tab, filters, setFilters, setTab } = useReportAddress();
  const range = periodRange(filters.period, today);
  const departments = useDepartments(companyId, !own);
  const people = useEmployees(companyId, !own);
  const departmentChoices = useMemo(
    () =>
      (departments.data ?? []).filter((d) => role === 'admin' || ownDepartmentIds.includes(d.id)),
    [departments.data, role, ownDepartmentIds],
  );
  // An employee's report is theirs alone: filters from a link are not sent (they would be refused).
  const params: ReportParams = {
    ...range,
    departmentId: own ? null : filters.departmentId,
    userIds: own ? [] : filters.userIds,
  };
  const tabs: TabSpec<ReportTab>[] = REPORT_TABS.map((id) => {
    const View = VIEWS[id];
    return {
      id,
      label: tabLabel(id, own),
      render: () => <View companyId={companyId} params={params} own={own} />,
    };
  });

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Reports</h1>
      </header>
      <section className={toolbar.toolbar} aria-label="Period and people">
        <PeriodPicker
          period={filters.period}
          range={range}
          onChange={(period) => setFilters({ ...filters, period })}
        />
        {!own && (
          <PeopleFilters
            filters={filters}
            onChange={setFilters}
            departments={departmentChoices}
            people={people.data ?? []}
          />
        )}
      </section>
      {/* Admins only: the server refuses anyone else, so for them it is not even asked. */}
      {role === 'admin' && <ReportMailSettings companyId={companyId} />}
      {/* The period and people stay as they are from tab to tab: the same team, another angle. */}
      <Tabs label="Reports" tabs={tabs} selectedId={tab} onSelect={setTab} />
    </div>
  );
}

/** Issue 29: /reports, the month's figures without opening each person's day. */
export function ReportsPage() {
  const { isAuthenticated } = useAuth();
  const { user, company, timeZone } = useConsoleSession();
  if (!isAuthenticated) return <SignedOutNotice message="Please log in to access reports" />;
  return (
    <Reports
      companyId={company?.id ?? ''}
      // Someone the session cannot place sees only their own: the least the server would allow.
      role={user ? roleOf(user) : 'employee'}
      ownDepartmentIds={user?.departments.map((d) => d.id) ?? []}
      timeZone={timeZone}
    />
  );
}
