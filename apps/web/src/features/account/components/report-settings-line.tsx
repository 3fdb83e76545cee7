import { useReportSettings } from '../api/get-report-settings';
import { reportSettingsSummary } from '../lib/report-settings';

/**
 * The company card's "Reports" line (issue 29): read-only, for admins and supervisors (the
 * server refuses employees the settings, so the card does not ask for them).
 */
export function ReportSettingsLine({ companyId }: { companyId: string }) {
  const settings = useReportSettings(companyId);
  if (settings.data) return <>{reportSettingsSummary(settings.data)}</>;
  return <>{settings.isError ? 'Could not load the report settings' : 'Loading…'}</>;
}
