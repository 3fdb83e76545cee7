import { PlaceholderPage } from '@/components/placeholder-page/placeholder-page';

export function CustomerRequestPage() {
  return (
    <PlaceholderPage title="Raise a Request">
      The customer request form is coming soon.
    </PlaceholderPage>
  );
}
