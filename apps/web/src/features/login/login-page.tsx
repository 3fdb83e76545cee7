import { PlaceholderPage } from '@/components/placeholder-page/placeholder-page';

export function LoginPage() {
  return (
    <PlaceholderPage title="Sign in">Sign-in with Google and Apple is coming soon.</PlaceholderPage>
  );
}
