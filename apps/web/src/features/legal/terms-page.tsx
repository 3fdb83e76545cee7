import { PlaceholderPage } from '@/components/placeholder-page/placeholder-page';

export function TermsPage() {
  return (
    <PlaceholderPage title="Terms and Conditions">
      Our terms and conditions are coming soon.
    </PlaceholderPage>
  );
}
