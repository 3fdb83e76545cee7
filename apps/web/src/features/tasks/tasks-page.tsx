import { PlaceholderPage } from '@/components/placeholder-page/placeholder-page';
import { SignedOutNotice } from '@/components/signed-out-notice/signed-out-notice';
import { useAuth } from '@/lib/auth-store';

export function TasksPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <SignedOutNotice message="Please log in to access your tasks" />;
  return <PlaceholderPage title="Tasks">The task list and map are coming soon.</PlaceholderPage>;
}
