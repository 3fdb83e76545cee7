import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { PublicLayout } from './layouts/public-layout';

/**
 * Every path but the console's, /pilot and /join: signed in, they fall back to the dashboard
 * (GAP-06).
 */
export function PublicGate() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Navigate to={paths.dashboard} replace /> : <PublicLayout />;
}
