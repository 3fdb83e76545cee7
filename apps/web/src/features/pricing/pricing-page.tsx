import { PlaceholderPage } from '@/components/placeholder-page/placeholder-page';

export function PricingPage() {
  return <PlaceholderPage title="Pricing">Plans and prices are coming soon.</PlaceholderPage>;
}
