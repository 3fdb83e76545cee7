import { useAuth } from '@/lib/auth-store';
import { ConsoleLayout } from './layouts/console-layout';
import { PublicLayout } from './layouts/public-layout';

/**
 * Console paths: the sidebar layout when signed in. Signed out they still exist (spec §2.1) and
 * show their "Please log in" message inside the public layout.
 */
export function ConsoleGate() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <ConsoleLayout /> : <PublicLayout />;
}
