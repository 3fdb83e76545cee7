import { Outlet } from 'react-router';
import { useIsMobile } from '@/lib/use-is-mobile';
import { DocumentTitle } from './document-title';
import { ScrollToTop } from './scroll-to-top';

/** The root route: route-change effects plus the layout flag that CSS-free checks (e2e) read. */
export function AppShell() {
  const isMobile = useIsMobile();
  return (
    <div data-layout={isMobile ? 'mobile' : 'desktop'}>
      <ScrollToTop />
      <DocumentTitle />
      <Outlet />
    </div>
  );
}
