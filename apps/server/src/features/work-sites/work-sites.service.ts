import type { z } from 'zod';
import type { workSiteInputSchema, workSiteUpdateSchema } from '@ronda/shared';
import { requireCompanyManager } from '../../auth/require.ts';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  deleteWorkSite,
  insertWorkSite,
  listWorkSites,
  updateWorkSite,
} from '../../repositories/work-sites.repository.ts';

const NOT_FOUND = 'Work site not found';

/** Everyone in the company may see the sites (the phone shows where to punch in). */
export async function workSitesOf(db: Database, session: SessionContext) {
  return listWorkSites(db, session.actor.companyId);
}

export async function createWorkSite(
  db: Database,
  session: SessionContext,
  input: z.output<typeof workSiteInputSchema>,
) {
  const { companyId } = requireCompanyManager(session).actor;
  return insertWorkSite(db, { companyId, ...input });
}

export async function changeWorkSite(
  db: Database,
  session: SessionContext,
  id: string,
  input: z.output<typeof workSiteUpdateSchema>,
) {
  const { companyId } = requireCompanyManager(session).actor;
  const row = await updateWorkSite(db, companyId, id, input);
  if (!row) throw ApiError.notFound(NOT_FOUND);
  return row;
}

/** Punches made there keep their flag; they only lose the site's name. */
export async function removeWorkSite(db: Database, session: SessionContext, id: string) {
  const { companyId } = requireCompanyManager(session).actor;
  if (!(await deleteWorkSite(db, companyId, id))) throw ApiError.notFound(NOT_FOUND);
}
