import { roleOf, type User } from '@ronda/shared';
import type { LatLng } from '@/lib/coordinates';
import { canSeeOrganisation } from '../lib/organisation';
import { AlertRulesSection } from './alert-rules-section';
import { WorkSitesSection } from './work-sites-section';
import styles from './company-settings.module.css';

interface CompanySettingsProps {
  companyId: string;
  user: User | null;
  /** The company's position, where the work-site map opens before there is a site. */
  home: LatLng | null;
}

/**
 * Issue 30's company-wide settings, under the company card in Account Information: admins
 * change the alert rules and supervisors read them; admins and supervisors both draw the work
 * sites; employees are refused both, so they neither see nor ask for them.
 */
export function CompanySettings({ companyId, user, home }: CompanySettingsProps) {
  if (!user || !canSeeOrganisation(user) || companyId === '') return null;
  const canEdit = roleOf(user) === 'admin' || user.role === 'admin';
  return (
    <div className={styles.stack}>
      <AlertRulesSection companyId={companyId} canEdit={canEdit} />
      <WorkSitesSection companyId={companyId} canEdit home={home} />
    </div>
  );
}
