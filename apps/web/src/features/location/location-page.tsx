import { PlaceholderPage } from '@/components/placeholder-page/placeholder-page';
import { SignedOutNotice } from '@/components/signed-out-notice/signed-out-notice';
import { useAuth } from '@/lib/auth-store';

export function LocationPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated)
    return <SignedOutNotice message="Please log in to view employee locations" />;
  return (
    <PlaceholderPage title="Employee Live Location">
      Employee timelines and routes are coming soon.
    </PlaceholderPage>
  );
}
