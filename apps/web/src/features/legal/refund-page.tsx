import { PlaceholderPage } from '@/components/placeholder-page/placeholder-page';

export function RefundPage() {
  return <PlaceholderPage title="Refund Policy">Our refund policy is coming soon.</PlaceholderPage>;
}
