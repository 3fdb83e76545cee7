import { Outlet } from 'react-router';
import { useIsMobile } from '@/lib/use-is-mobile';
import { DocumentTitle } from './document-title';
import { ScrollToTop } from './scroll-to-top';
import { SessionRevalidation } from './session-revalidation';

/** The root route: route-change effects plus the layout flag that CSS-free checks (e2e) read. */
export function AppShell() {
  const isMobile = useIsMobile();
  return (
    <div data-layout={isMobile ? 'mobile' : 'desktop'}>
      <SessionRevalidation />
      <ScrollToTop />
      <DocumentTitle />
      <Outlet />
    </div>
  );
}
