import { PlaceholderPage } from '@/components/placeholder-page/placeholder-page';
import { SignedOutNotice } from '@/components/signed-out-notice/signed-out-notice';
import { useAuth } from '@/lib/auth-store';

export function DashboardPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <SignedOutNotice message="Please log in to access the dashboard" />;
  return (
    <PlaceholderPage title="Dashboard">
      Team stats and the live map are coming soon.
    </PlaceholderPage>
  );
}
