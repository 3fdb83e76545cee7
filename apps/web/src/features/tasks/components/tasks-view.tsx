import { TASK_PAGE_SIZE, type Task } from '@ronda/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button/button';
import { useConsoleSession } from '@/lib/console-session';
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
import { useTaskSelection } from '../hooks/use-task-selection';
import { useToggleSet } from '../hooks/use-toggle-set';
import { isActionable } from '../lib/bulk-choices';
import { toListQuery } from '../lib/task-filters';
import { canModifyTask, supervisorChoices } from '../lib/task-rules';
import { BulkBar } from './bulk-bar';
import { FilterBar } from './filter-bar';
import { FilterNotices, useDropUnknownIds } from './filter-notices';
import { Pagination } from './pagination';
import { TaskCard } from './task-card';
import { SupportBanner } from './support-banner';
import { TaskCountRow } from './task-count-row';
import { TaskModals, type OpenModal } from './task-modals';
import { TasksMapPanel } from './tasks-map-panel';
import styles from './tasks-view.module.css';

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

  // A selection belongs to the page of tasks it was made on (use-task-selection.ts).
  const selection = useTaskSelection(JSON.stringify(query));
  const [expanded, toggleExpanded] = useToggleSet();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [modal, setModal] = useState<OpenModal | null>(null);
  const [denied, setDenied] = useState<string | null>(null);

  const tasks = list.data?.complaints ?? [];
  const toggle = (task: Task) => {
    toggleExpanded(task.id);
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
        <SupportBanner onRetry={() => supporting.forEach((q) => void q.refetch())} />
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
          <TaskCountRow
            shown={tasks.length}
            total={list.data.totalComplaints}
            overdue={list.data.overdueCount}
            statuses={filters.statuses}
            onShowOverdue={() =>
              setFilters({ ...filters, statuses: [...filters.statuses, 'overdue'] })
            }
          />
          {isManager && (
            <BulkBar
              selectable={tasks.filter(isActionable).map((t) => t.id)}
              selected={selection.ids}
              onSelectAll={selection.setAll}
              onAct={(action) =>
                setModal({
                  kind: 'bulk',
                  action,
                  tasks: tasks.filter((t) => selection.ids.has(t.id)),
                })
              }
            />
          )}
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
                      selection={
                        isManager && isActionable(task)
                          ? {
                              checked: selection.ids.has(task.id),
                              onChange: () => selection.toggle(task.id),
                            }
                          : undefined
                      }
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
            <TasksMapPanel
              tasks={tasks}
              people={team.data ?? []}
              selectedId={selectedId}
              onSelect={setSelectedId}
              now={now}
            />
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
        onBulkDone={selection.clear}
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
