import { SignedOutNotice } from '@/components/signed-out-notice/signed-out-notice';
import { useAuth } from '@/lib/auth-store';
import { TasksView } from './components/tasks-view';

export function TasksPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <SignedOutNotice message="Please log in to access your tasks" />;
  return <TasksView />;
}
