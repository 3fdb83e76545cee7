import { lazy, Suspense } from 'react';
import { PageLoading } from '@/components/page-loading/page-loading';
import { useAuth } from '@/lib/auth-store';
import { loadChunk } from '@/lib/load-chunk';
import { PublicLayout } from './layouts/public-layout';

// Signed-out visitors never see the console's frame, so its code (sidebar, logout, API client)
// is not part of the public pages' first load.
const ConsoleLayout = lazy(async () => ({
  default: (await loadChunk(() => import('./layouts/console-layout'))).ConsoleLayout,
}));

/**
 * Console paths: the sidebar layout when signed in. Signed out they still exist (spec §2.1) and
 * show their "Please log in" message inside the public layout.
 */
export function ConsoleGate() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? (
    <Suspense fallback={<PageLoading />}>
      <ConsoleLayout />
    </Suspense>
  ) : (
    <PublicLayout />
  );
}
