import { TASK_PAGE_SIZE, type Task } from '@ronda/shared';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/button/button';
import { MapBoundary } from '@/components/map/map-boundary';
import { useConsoleSession } from '@/lib/console-session';
import { loadChunk } from '@/lib/load-chunk';
import { useNow } from '@/lib/use-now';
import {
  useAssignableUsers,
  useCustomers,
  useDepartments,
  useEmployees,
  useTeamLocations,
} from '../api/directory';
import { useTaskList } from '../api/list-tasks';
import { useTaskFilters } from '../hooks/use-task-filters';
import { toListQuery } from '../lib/task-filters';
import { canModifyTask, supervisorChoices } from '../lib/task-rules';
import { FilterBar } from './filter-bar';
import { FilterNotices, useDropUnknownIds } from './filter-notices';
import { Pagination } from './pagination';
import { TaskCard } from './task-card';
import { TaskModals, type OpenModal } from './task-modals';
import styles from './tasks-view.module.css';

const TasksMap = lazy(() =>
  loadChunk(() => import('./tasks-map')).then((m) => ({ default: m.TasksMap })),
);

/** console.md §2 Tasks, signed in. */
export function TasksView() {
  const { user, company, timeZone } = useConsoleSession();
  const companyId = company?.id ?? '';
  const { filters, page, setPage, setFilters, notices, dismissNotice, dropUnknown } =
    useTaskFilters();
  const now = useNow(60_000);
  // A new object each render, but queries are keyed by value: the date range moves at midnight.
  const query = toListQuery(filters, page, TASK_PAGE_SIZE, now, timeZone);
  const list = useTaskList(companyId, query);
  const departments = useDepartments(companyId);
  const employees = useEmployees(companyId);
  const isManager = Boolean(user?.isAdmin || user?.isSupervisor);
  const users = useAssignableUsers(user?.isSupervisor && !user.isAdmin ? user.id : null);
  const customers = useCustomers(companyId);
  const team = useTeamLocations(companyId);
  const supporting = [departments, employees, users, customers];
  const supportFailed = supporting.some((q) => q.isError);
  useDropUnknownIds(filters, dropUnknown, {
    departmentId: departments.data?.map((d) => d.id),
    employeeId: employees.data?.map((e) => e.id),
    customerId: customers.data?.map((c) => c.id),
    supervisorId: users.data?.map((u) => u.id),
  });

  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [modal, setModal] = useState<OpenModal | null>(null);
  const [denied, setDenied] = useState<string | null>(null);

  const tasks = list.data?.complaints ?? [];
  const toggle = (task: Task) => {
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(task.id)) next.delete(task.id);
      else next.add(task.id);
      return next;
    });
    setSelectedId(task.id);
  };
  const guarded = (task: Task, open: OpenModal) => {
    const allowed = canModifyTask(user, task);
    setDenied(allowed ? null : task.id);
    setModal(open);
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Tasks</h1>
        {isManager && (
          <Button variant="accent" onClick={() => setModal({ kind: 'create' })}>
            <Plus size={18} aria-hidden /> Create Task
          </Button>
        )}
      </header>
      {supportFailed && (
        <p role="alert" className={styles.banner}>
          Failed to load supporting data. Some features may be limited.{' '}
          <Button variant="ghost" onClick={() => supporting.forEach((q) => void q.refetch())}>
            Retry
          </Button>
        </p>
      )}
      {notices.length > 0 && <FilterNotices notices={notices} onDismiss={dismissNotice} />}
      <FilterBar
        filters={filters}
        onChange={setFilters}
        departments={departments.data ?? []}
        employees={employees.data ?? []}
        customers={customers.data ?? []}
        supervisors={supervisorChoices(users.data ?? [], null)}
        showSupervisor={isManager}
      />
      {list.isPending ? (
        <p className={styles.state} role="status">
          Loading Tasks
        </p>
      ) : list.isError ? (
        <div className={styles.state} role="alert">
          <p className={styles.stateTitle}>Oops! Something went wrong</p>
          <p>Failed to load tasks</p>
          <Button onClick={() => void list.refetch()}>Try Again</Button>
        </div>
      ) : (
        <>
          <div className={styles.countRow}>
            <p className={styles.count} aria-live="polite">
              {tasks.length} / {list.data.totalComplaints} Task(s)
            </p>
            {list.data.overdueCount > 0 && !filters.statuses.includes('overdue') && (
              <button
                type="button"
                className={styles.overdue}
                onClick={() =>
                  setFilters({ ...filters, statuses: [...filters.statuses, 'overdue'] })
                }
              >
                {list.data.overdueCount} overdue
              </button>
            )}
            {list.data.overdueCount > 0 && filters.statuses.includes('overdue') && (
              <span className={styles.overdue}>{list.data.overdueCount} overdue</span>
            )}
            {/* On a phone the list comes first (issue 27); the map is one tap away. */}
            <button
              type="button"
              className={styles.toMap}
              onClick={() => document.getElementById('tasks-map')?.scrollIntoView()}
            >
              Show map
            </button>
          </div>
          <div className={styles.layout}>
            <div className={styles.list} id="tasks-list">
              {tasks.length === 0 ? (
                <p className={styles.empty}>No Tasks Found</p>
              ) : (
                tasks.map((task) => (
                  <div key={task.id}>
                    {denied === task.id && (
                      <p role="alert" className={styles.banner}>
                        You do not have permission to perform this action.
                      </p>
                    )}
                    <TaskCard
                      task={task}
                      expanded={expanded.has(task.id)}
                      selected={selectedId === task.id}
                      onToggle={() => toggle(task)}
                      onAction={(mode) => guarded(task, { kind: 'action', task, mode })}
                      onCreateSubtask={() =>
                        guarded(task, { kind: 'create-subtask', parent: task })
                      }
                      onOpenSubtask={(id) => setModal({ kind: 'subtask', id })}
                      onOpenImage={(url) => setModal({ kind: 'image', url })}
                      managerActions={isManager}
                      now={now}
                      timeZone={timeZone}
                    />
                  </div>
                ))
              )}
              <Pagination
                page={page}
                totalPages={list.data.totalPages}
                onPage={(next) => {
                  setPage(next);
                  // The new page starts at its top, not where the old one's Next button was.
                  document.getElementById('tasks-list')?.scrollIntoView({ block: 'start' });
                }}
              />
            </div>
            <div className={styles.map} id="tasks-map">
              <MapBoundary fallback={<p className={styles.empty}>The map could not be loaded.</p>}>
                <Suspense fallback={<div className={styles.mapPlaceholder} />}>
                  <TasksMap
                    tasks={tasks}
                    people={team.data ?? []}
                    selectedId={selectedId}
                    onSelect={setSelectedId}
                    now={now}
                  />
                </Suspense>
              </MapBoundary>
            </div>
          </div>
        </>
      )}
      <TaskModals
        modal={modal}
        allowed={denied === null}
        onClose={() => {
          setModal(null);
          setDenied(null);
        }}
        onOpen={setModal}
        user={user}
        companyId={companyId}
        timeZone={timeZone}
        departments={departments.data ?? []}
        employees={employees.data ?? []}
        users={users.data ?? []}
        customers={customers.data ?? []}
      />
    </div>
  );
}
