import type { Customer, Task, TaskBulkAction, User } from '@ronda/shared';
import { BulkActionModal } from './bulk-action-modal';
import { CreateSubtaskModal } from './create-subtask-modal';
import { CreateTaskModal } from './create-task-modal';
import { ImageViewerModal } from './image-viewer-modal';
import { SubtaskDetailModal } from './subtask-detail-modal';
import { TaskActionModal, type ActionMode } from './task-action-modal';

export type OpenModal =
  | { kind: 'create' }
  | { kind: 'action'; task: Task; mode: ActionMode }
  | { kind: 'create-subtask'; parent: Task }
  | { kind: 'subtask'; id: string }
  | { kind: 'image'; url: string }
  | { kind: 'bulk'; action: TaskBulkAction; tasks: readonly Task[] };

interface TaskModalsProps {
  modal: OpenModal | null;
  allowed: boolean;
  onClose: () => void;
  onOpen: (modal: OpenModal) => void;
  /** A bulk action's result was read: its selection is done with. */
  onBulkDone: () => void;
  user: User | null;
  companyId: string;
  timeZone: string;
  departments: readonly { id: string; name: string }[];
  employees: readonly User[];
  users: readonly User[];
  customers: readonly Customer[];
}

/** The Tasks page's five modals (console.md §2) and the bulk action's; one is open at a time. */
export function TaskModals(props: TaskModalsProps) {
  const { modal, onClose } = props;
  if (!modal) return null;
  const lists = {
    departments: props.departments,
    employees: props.employees,
    users: props.users,
  };
  switch (modal.kind) {
    case 'create':
      return (
        <CreateTaskModal
          companyId={props.companyId}
          customers={props.customers}
          onClose={onClose}
          {...lists}
        />
      );
    case 'action':
      return (
        <TaskActionModal
          task={modal.task}
          mode={modal.mode}
          allowed={props.allowed}
          asEmployee={!props.user?.isAdmin && !props.user?.isSupervisor}
          onClose={onClose}
          {...lists}
        />
      );
    case 'create-subtask':
      return (
        <CreateSubtaskModal
          parent={modal.parent}
          allowed={props.allowed}
          onClose={onClose}
          {...lists}
        />
      );
    case 'subtask':
      return (
        <SubtaskDetailModal
          id={modal.id}
          user={props.user}
          timeZone={props.timeZone}
          onClose={onClose}
          onOpenImage={(url) => props.onOpen({ kind: 'image', url })}
          {...lists}
        />
      );
    case 'image':
      return <ImageViewerModal url={modal.url} onClose={onClose} />;
    case 'bulk':
      return (
        <BulkActionModal
          action={modal.action}
          tasks={modal.tasks}
          employees={props.employees}
          onClose={onClose}
          onDone={() => {
            props.onBulkDone();
            onClose();
          }}
        />
      );
  }
}
