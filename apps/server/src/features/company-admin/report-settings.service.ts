import type { ReportSettings } from '@ronda/shared';
import { requireCompanyManager, requireOrganisationReader } from '../../auth/require.ts';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordChange } from '../../repositories/company-changes.repository.ts';
import {
  findReportSettings,
  lockReportSettings,
  saveReportSettings,
} from '../../repositories/report-settings.repository.ts';
import { changeActorOf } from '../../auth/change-actor.ts';
import { reportSettingsChanges } from './report-settings-changes.ts';

/** The settings the reports judge days by: for those who read reports (admins, supervisors). */
export async function getReportSettings(
  db: Database,
  session: SessionContext,
): Promise<ReportSettings> {
  const { companyId } = requireOrganisationReader(session).actor;
  return findReportSettings(db, companyId);
}

/**
 * An admin replaces the report settings (issue 29); each changed part is a line of the audit
 * trail. Settings as they were change nothing and write no line.
 */
export async function updateReportSettings(
  db: Database,
  session: SessionContext,
  input: ReportSettings,
): Promise<ReportSettings> {
  const { companyId } = requireCompanyManager(session).actor;
  return db.transaction(async (tx) => {
    if (!(await lockReportSettings(tx, companyId))) throw ApiError.notFound('Company not found');
    const before = await findReportSettings(tx, companyId);
    const changes = reportSettingsChanges(before, input);
    if (changes.length === 0) return before;
    await saveReportSettings(tx, companyId, input);
    for (const change of changes) {
      await recordChange(tx, companyId, changeActorOf(session), {
        action: 'report-settings.updated',
        summary: change.summary,
        details: { part: change.part, before: change.before, after: change.after },
      });
    }
    return findReportSettings(tx, companyId);
  });
}
