import { PlaceholderPage } from '@/components/placeholder-page/placeholder-page';

export function ContactPage() {
  return <PlaceholderPage title="Contact Us">The contact form is coming soon.</PlaceholderPage>;
}
