import type { z } from 'zod';
import type { workSiteInputSchema, workSiteUpdateSchema } from '@ronda/shared';
import { changeActorOf } from '../../auth/change-actor.ts';
import { requireOrganisationReader } from '../../auth/require.ts';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordChange } from '../../repositories/company-changes.repository.ts';
import { findDepartment } from '../../repositories/company-setup.repository.ts';
import { findCustomer } from '../../repositories/customers.repository.ts';
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

const metres = (radius: number) => `${radius.toLocaleString('en-IN')} m`;

export const SITE_LINK_MESSAGES = {
  customer: 'customerId is not a customer of this company',
  department: 'departmentId is not a department of this company',
  notYours: 'You can link a work site only to a department you supervise.',
} as const;

/**
 * A site's customer and department must be the company's; a supervisor links only their own
 * departments (they may draw sites, not speak for another team).
 */
async function checkLinks(
  db: Database,
  session: SessionContext,
  links: { customerId?: string | null; departmentId?: string | null },
) {
  const { companyId, role, departmentIds } = session.actor;
  if (links.customerId && !(await findCustomer(db, companyId, links.customerId))) {
    throw ApiError.badRequest(SITE_LINK_MESSAGES.customer);
  }
  if (!links.departmentId) return;
  if (!(await findDepartment(db, companyId, links.departmentId))) {
    throw ApiError.badRequest(SITE_LINK_MESSAGES.department);
  }
  if (role !== 'admin' && !departmentIds.includes(links.departmentId)) {
    throw ApiError.forbidden(SITE_LINK_MESSAGES.notYours);
  }
}

/**
 * Issue 30: admins and supervisors draw the company's work sites (the console's map); each
 * change is a line of the company's audit trail, written with it.
 */
export async function createWorkSite(
  db: Database,
  session: SessionContext,
  input: z.output<typeof workSiteInputSchema>,
) {
  const { companyId } = requireOrganisationReader(session).actor;
  await checkLinks(db, session, input);
  return db.transaction(async (tx) => {
    const row = await insertWorkSite(tx, { companyId, ...input });
    await recordChange(tx, companyId, changeActorOf(session), {
      action: 'work-site.created',
      summary: `Work site added: ${row.name} (${metres(row.radiusMeters)})`,
      details: { workSiteId: row.id, after: input },
    });
    return row;
  });
}

export async function changeWorkSite(
  db: Database,
  session: SessionContext,
  id: string,
  input: z.output<typeof workSiteUpdateSchema>,
) {
  const { companyId } = requireOrganisationReader(session).actor;
  await checkLinks(db, session, input);
  return db.transaction(async (tx) => {
    const row = await updateWorkSite(tx, companyId, id, input);
    if (!row) throw ApiError.notFound(NOT_FOUND);
    await recordChange(tx, companyId, changeActorOf(session), {
      action: 'work-site.updated',
      summary: `Work site changed: ${row.name} (${metres(row.radiusMeters)})`,
      details: { workSiteId: row.id, changes: input },
    });
    return row;
  });
}

/** Punches made there keep their flag; they only lose the site's name. */
export async function removeWorkSite(db: Database, session: SessionContext, id: string) {
  const { companyId } = requireOrganisationReader(session).actor;
  await db.transaction(async (tx) => {
    const removed = await deleteWorkSite(tx, companyId, id);
    if (!removed) throw ApiError.notFound(NOT_FOUND);
    await recordChange(tx, companyId, changeActorOf(session), {
      action: 'work-site.deleted',
      summary: `Work site removed: ${removed.name}`,
      details: { workSiteId: id },
    });
  });
}
