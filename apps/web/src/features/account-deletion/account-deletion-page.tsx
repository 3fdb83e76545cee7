import { PlaceholderPage } from '@/components/placeholder-page/placeholder-page';

export function AccountDeletionPage() {
  return (
    <PlaceholderPage title="Account Deletion">
      The account deletion request form is coming soon.
    </PlaceholderPage>
  );
}
