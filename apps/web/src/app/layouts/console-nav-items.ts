import {
  ChartColumn,
  LayoutDashboard,
  ListChecks,
  MapPin,
  UserCog,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

export interface ConsoleNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/**
 * Sidebar links in the spec's order, with Reports (issue 29) after Tasks; Logout follows them,
 * and /payment has no entry (§2.1).
 */
export const CONSOLE_NAV_ITEMS: readonly ConsoleNavItem[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboard },
  { label: 'Location', to: paths.location, icon: MapPin },
  { label: 'Tasks', to: paths.tasks, icon: ListChecks },
  { label: 'Reports', to: paths.reports, icon: ChartColumn },
  { label: 'Account', to: paths.account, icon: UserCog },
];
