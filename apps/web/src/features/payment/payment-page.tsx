import { PlaceholderPage } from '@/components/placeholder-page/placeholder-page';
import { SignedOutNotice } from '@/components/signed-out-notice/signed-out-notice';
import { useAuth } from '@/lib/auth-store';

export function PaymentPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated)
    return <SignedOutNotice message="Please log in to access payment information" />;
  return (
    <PlaceholderPage title="Monthly Subscription">
      Your subscription details are coming soon.
    </PlaceholderPage>
  );
}
