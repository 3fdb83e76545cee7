import {
  DEVICE_BREAK_START_PATH,
  DEVICE_LOCATIONS_PATH,
  DEVICE_PUNCH_IN_PATH,
  DEVICE_WORK_LOGS_PATH,
  customerCreateResponseSchema,
  inviteSchema,
  presignedUrlResponseSchema,
  workSiteResponseSchema,
} from '@ronda/shared';
import { z } from 'zod';
import type { Database } from '../../src/db/client.ts';
import { createSmallCompany, fix, type SmallCompany } from '../device-fixtures.ts';
import { bearer, postJson } from '../fixtures.ts';
import { createTask, taskPayload } from '../task-fixtures.ts';

/** A real 1x1 PNG: the upload route checks the file's signature. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A company with people, departments, tasks, customers, a join code, a work site, positions,
 * a punch, a work log and an uploaded image, made through the API as its people would. */
export interface FuzzCompany extends SmallCompany {
  emails: string[];
  taskIds: string[];
  customerIds: string[];
  customerEmail: string;
  inviteId: string;
  inviteCode: string;
  workSiteId: string;
  imageUrl: string;
}

async function ok(res: Response, what: string): Promise<unknown> {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function createFuzzCompany(
  db: Database,
  baseUrl: string,
  label: string,
): Promise<FuzzCompany> {
  const co = await createSmallCompany(db, baseUrl);
  const admin = bearer(co.admin.token);
  const { rows } = await db.$client.query<{ email: string }>(
    'select email from users where company_id = $1',
    [co.companyId],
  );

  const customerEmail = `${label}-customer@fuzz.example`;
  const customer = customerCreateResponseSchema.parse(
    await ok(
      await postJson(`${baseUrl}/api/customers`, {
        companyId: co.companyId,
        name: `${label} Customer`,
        email: customerEmail,
        phone: '+91 98765 43210',
      }),
      'customer',
    ),
  );
  const task = await createTask(baseUrl, co.admin.token, taskPayload(co));
  const assigned = await createTask(
    baseUrl,
    co.admin.token,
    taskPayload(co, { employeeId: co.worker.id, description: `${label} assigned task` }),
  );
  const submitted = z.object({ complaint: z.object({ id: z.string() }) }).parse(
    await ok(
      await postJson(`${baseUrl}/api/complaints/submit`, {
        companyId: co.companyId,
        customerId: customer.customer.id,
        departmentId: co.departmentId,
        description: `${label}: the bin on our street was not emptied`,
        location: { address: 'Panaji', coordinates: { lat: 15.4989, lng: 73.8278 } },
        images: [],
        dueDate: new Date(Date.now() + 86_400_000).toISOString(),
      }),
      'customer request',
    ),
  );

  const invite = inviteSchema.parse(
    z
      .object({ invite: z.unknown() })
      .parse(
        await ok(
          await postJson(
            `${baseUrl}/api/company/invites`,
            { departmentId: co.departmentId },
            admin,
          ),
          'invite',
        ),
      ).invite,
  );
  const site = workSiteResponseSchema.parse(
    await ok(
      await postJson(
        `${baseUrl}/api/company/work-sites`,
        { name: `${label} depot`, lat: 15.4989, lng: 73.8278 },
        admin,
      ),
      'work site',
    ),
  );

  const worker = bearer(co.worker.token);
  const now = Date.now();
  const points = [fix(new Date(now - 120_000)), fix(new Date(now - 60_000), { lat: 15.5 })];
  await ok(await postJson(`${baseUrl}${DEVICE_LOCATIONS_PATH}`, { points }, worker), 'points');
  const at = new Date(now - 30_000).toISOString();
  const location = { lat: 15.4989, lng: 73.8278 };
  await ok(
    await postJson(
      `${baseUrl}${DEVICE_PUNCH_IN_PATH}`,
      { id: 'in-1', timestamp: at, location },
      worker,
    ),
    'punch in',
  );
  await ok(
    await postJson(
      `${baseUrl}${DEVICE_BREAK_START_PATH}`,
      { id: 'break-1', timestamp: new Date(now - 20_000).toISOString(), reason: 'Tea', location },
      worker,
    ),
    'break',
  );
  await ok(
    await postJson(
      `${baseUrl}${DEVICE_WORK_LOGS_PATH}`,
      { id: 'log-1', timestamp: at, description: `${label} emptied 40 bins` },
      worker,
    ),
    'work log',
  );

  const presigned = presignedUrlResponseSchema.parse(
    await ok(
      await fetch(`${baseUrl}/api/upload/presigned-url?fileType=image/png&fileSize=${PNG.length}`, {
        headers: admin,
      }),
      'presign',
    ),
  );
  const put = await fetch(presigned.uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: PNG,
  });
  await ok(put, 'upload');

  return {
    ...co,
    emails: rows.map((row) => row.email),
    taskIds: [task.id, assigned.id, submitted.complaint.id],
    customerIds: [customer.customer.id],
    customerEmail,
    inviteId: invite.id,
    inviteCode: invite.code,
    workSiteId: site.workSite.id,
    imageUrl: presigned.fileUrl,
  };
}
