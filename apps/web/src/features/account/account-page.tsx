import { PlaceholderPage } from '@/components/placeholder-page/placeholder-page';
import { SignedOutNotice } from '@/components/signed-out-notice/signed-out-notice';
import { useAuth } from '@/lib/auth-store';

export function AccountPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated)
    return <SignedOutNotice message="Please log in to access your account settings" />;
  return (
    <PlaceholderPage title="Account Settings">
      Your organisation structure and account information are coming soon.
    </PlaceholderPage>
  );
}
