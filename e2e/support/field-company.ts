import crypto from 'node:crypto';
import { loginResponseSchema } from '@ronda/shared';
import { queryE2eDatabase } from './database';

/** A 1×1 PNG, the photo the field app's tests attach. */
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Where the field app's e2e company has its one work site (Panaji, by the Mandovi). */
export const SITE = { latitude: 15.4989, longitude: 73.8278 };
/** 2 km east of it: outside every work site. */
export const OUTSIDE = { latitude: 15.4989, longitude: 73.8465 };

export interface FieldCompany {
  companyId: string;
  employeeId: string;
  employeeEmail: string;
  adminEmail: string;
  taskId: string;
  taskDescription: string;
}

async function json(baseUrl: string, path: string, token: string | null, body: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/**
 * A company of its own for the field app's tests, so its work site cannot flag the demo
 * company's punches: an admin, an employee in one department, a work site and a task for them.
 */
export async function createFieldCompany(baseUrl: string): Promise<FieldCompany> {
  const tag = crypto.randomBytes(3).toString('hex');
  const [company] = await queryE2eDatabase<{ id: string }>(
    `insert into companies (name, timezone, is_demo) values ($1, 'Asia/Kolkata', true) returning id`,
    [`Field Test Co ${tag}`],
  );
  if (!company) throw new Error('no company');
  const adminEmail = `field-admin-${tag}@field.example`;
  const employeeEmail = `field-worker-${tag}@field.example`;
  const [, employee] = await queryE2eDatabase<{ id: string; email: string }>(
    `insert into users (company_id, first_name, last_name, email, is_admin)
     values ($1, 'Alda', 'Menezes', $2, true), ($1, 'Bosco', 'Pereira', $3, false)
     returning id, email`,
    [company.id, adminEmail, employeeEmail],
  );
  if (!employee) throw new Error('no employee');
  const admin = loginResponseSchema.parse(
    await json(baseUrl, '/api/auth/demo-login', null, { email: adminEmail }),
  );
  const { department } = (await json(baseUrl, '/api/company/departments', admin.token, {
    name: 'Plumbing',
  })) as { department: { id: string } };
  const member = await fetch(
    `${baseUrl}/api/company/departments/${department.id}/members/${employee.id}`,
    { method: 'PUT', headers: { authorization: `Bearer ${admin.token}` } },
  );
  if (!member.ok) throw new Error(`membership: ${member.status}`);
  await json(baseUrl, '/api/company/work-sites', admin.token, {
    name: 'Panaji depot',
    lat: SITE.latitude,
    lng: SITE.longitude,
    radiusMeters: 200,
  });
  const taskDescription = `Leaking tap at Fontainhas ${tag}`;
  const { complaint } = (await json(
    baseUrl,
    '/api/companies/complaints/create-on-behalf',
    admin.token,
    {
      companyId: company.id,
      description: taskDescription,
      departmentId: department.id,
      employeeId: employee.id,
      location: {
        address: 'Rua 31 de Janeiro, Fontainhas, Panaji',
        coordinates: { lat: 15.4963, lng: 73.8318 },
      },
      images: [],
      customer: { name: 'Ines Dias', email: `ines-${tag}@customer.example`, phone: null },
      dueDate: null,
      followUpOn: null,
      supervisorNotes: null,
    },
  )) as { complaint: { id: string } };
  return {
    companyId: company.id,
    employeeId: employee.id,
    employeeEmail,
    adminEmail,
    taskId: complaint.id,
    taskDescription,
  };
}
