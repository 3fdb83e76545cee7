import { PlaceholderPage } from '@/components/placeholder-page/placeholder-page';

export function AdminPage() {
  return <PlaceholderPage title="Admin">Admin sign-in is coming soon.</PlaceholderPage>;
}
