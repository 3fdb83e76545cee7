import { PlaceholderPage } from '@/components/placeholder-page/placeholder-page';

export function PrivacyPage() {
  return (
    <PlaceholderPage title="Privacy Policy">Our privacy policy is coming soon.</PlaceholderPage>
  );
}
