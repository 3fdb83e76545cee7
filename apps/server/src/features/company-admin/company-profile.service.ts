import type { CompanyUpdate } from '@ronda/shared';
import type { companyUpdateSchema } from '@ronda/shared';
import type { z } from 'zod';
import { canReadCompanyChanges } from '../../auth/access-policy.ts';
import { requireCompanyManager } from '../../auth/require.ts';
import type { SessionContext } from '../../auth/sessions.ts';
import { requireCompanyImages } from '../../adapters/storage/settle-uploads.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { dueDayColumnsOf, dueDaysOf } from '../../lib/company-due-days.ts';
import { listChanges, recordChange } from '../../repositories/company-changes.repository.ts';
import { updateCompanyRow } from '../../repositories/company-setup.repository.ts';
import { findCompany } from '../../repositories/people.repository.ts';
import { changeActorOf } from '../../auth/change-actor.ts';

type ParsedUpdate = z.output<typeof companyUpdateSchema>;

const FIELD_NAMES: Record<keyof CompanyUpdate, string> = {
  name: 'name',
  email: 'e-mail',
  phone: 'phone',
  website: 'website',
  address: 'address',
  coordinates: 'map position',
  timezone: 'time zone',
  stopThresholdMinutes: 'shortest stop',
  defaultDueDays: 'default due dates',
  logo: 'logo',
};

/** An admin edits the company's details; a logo must be an image uploaded for this company. */
export async function updateCompany(
  db: Database,
  storage: Storage,
  session: SessionContext,
  input: ParsedUpdate,
) {
  const { companyId } = requireCompanyManager(session).actor;
  if (input.logo) await requireCompanyImages(db, storage, companyId, [input.logo], new Date());
  const before = await findCompany(db, companyId);
  if (!before) throw ApiError.notFound('Company not found');
  return db.transaction(async (tx) => {
    const updated = await updateCompanyRow(tx, companyId, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.website !== undefined ? { website: input.website } : {}),
      ...(input.address !== undefined ? { address: input.address } : {}),
      ...(input.coordinates !== undefined
        ? { addressLat: input.coordinates?.lat ?? null, addressLng: input.coordinates?.lng ?? null }
        : {}),
      ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
      ...(input.logo !== undefined ? { logoUrl: input.logo } : {}),
      ...(input.stopThresholdMinutes !== undefined
        ? { stopThresholdMin: input.stopThresholdMinutes }
        : {}),
      ...(input.defaultDueDays !== undefined ? dueDayColumnsOf(input.defaultDueDays) : {}),
    });
    if (!updated) throw ApiError.notFound('Company not found');
    const fields = (Object.keys(input) as (keyof CompanyUpdate)[]).map((k) => FIELD_NAMES[k]);
    await recordChange(tx, companyId, changeActorOf(session), {
      action: 'company.updated',
      summary: `Changed the company's ${fields.join(', ')}`,
      details: {
        fields: Object.keys(input),
        before: {
          name: before.name,
          email: before.email,
          phone: before.phone,
          website: before.website,
          address: before.address,
          timezone: before.timezone,
          stopThresholdMinutes: before.stopThresholdMin,
          defaultDueDays: dueDaysOf(before),
          logo: before.logoUrl,
        },
      },
    });
    return updated;
  });
}

/** The newest lines of the audit trail ('Recent changes'). */
export async function recentChanges(db: Database, session: SessionContext, limit: number) {
  if (!canReadCompanyChanges(session.actor)) throw ApiError.forbidden();
  return listChanges(db, session.actor.companyId, limit);
}
