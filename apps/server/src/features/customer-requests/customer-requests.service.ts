import { DEFAULT_TASK_PRIORITY, type ComplaintSubmitRequest } from '@ronda/shared';
import { requireCompanyImages } from '../../adapters/storage/settle-uploads.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { companyDefaultDueDate } from '../../lib/company-due-days.ts';
import {
  findCustomer,
  findCustomerByEmail,
  insertCustomerOnce,
} from '../../repositories/customers.repository.ts';
import {
  findActiveCompany,
  findCompanyDepartment,
  insertCustomerComplaint,
  listCompanies,
} from './customer-requests.repository.ts';

export const COMPANY_NOT_FOUND = 'Company not found';

export async function publicCompanies(db: Database, onlyActive: boolean) {
  return listCompanies(db, onlyActive);
}

export async function publicCompany(db: Database, companyId: string) {
  const company = await findActiveCompany(db, companyId);
  if (!company) throw ApiError.notFound(COMPANY_NOT_FOUND);
  return company;
}

export async function verifyDepartment(db: Database, companyId: string, departmentId: string) {
  await publicCompany(db, companyId);
  const department = await findCompanyDepartment(db, companyId, departmentId);
  if (!department) throw ApiError.notFound('Department not found');
  return department;
}

export async function lookUpCustomer(db: Database, companyId: string, email: string) {
  await publicCompany(db, companyId);
  const customer = await findCustomerByEmail(db, companyId, email);
  if (!customer) throw ApiError.notFound('Customer not found');
  return customer;
}

/**
 * A customer is known to a company by e-mail. An anonymous form cannot change a known customer's
 * name or phone: posting an existing e-mail answers the existing customer unchanged.
 */
export async function registerCustomer(
  db: Database,
  input: { companyId: string; name: string; email: string; phone?: string | undefined },
) {
  await publicCompany(db, input.companyId);
  const customer = await insertCustomerOnce(db, {
    companyId: input.companyId,
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
  });
  if (!customer) throw new Error('customer neither inserted nor found');
  return customer;
}

/**
 * A customer's request becomes an incoming customer task of the company (and department), of
 * the default priority; without a due date it gets the company's default for that priority.
 */
export async function submitCustomerRequest(
  db: Database,
  storage: Storage,
  input: ComplaintSubmitRequest,
  now: Date,
) {
  const company = await publicCompany(db, input.companyId);
  if (!(await findCustomer(db, company.id, input.customerId)))
    throw ApiError.notFound('Customer not found');
  const departmentId = input.departmentId ?? null;
  if (departmentId && !(await findCompanyDepartment(db, company.id, departmentId))) {
    throw ApiError.notFound('Department not found');
  }
  const images = input.images ?? [];
  // A direct upload to S3 is only known to be finished (and an image) once it is checked here.
  await requireCompanyImages(db, storage, company.id, images, now);
  return db.transaction((tx) =>
    insertCustomerComplaint(tx, {
      companyId: company.id,
      customerId: input.customerId,
      departmentId,
      description: input.description,
      status: 'incoming',
      priority: DEFAULT_TASK_PRIORITY,
      taskType: 'customer',
      locationAddress: input.location.address,
      locationLat: input.location.coordinates.lat,
      locationLng: input.location.coordinates.lng,
      images,
      dueDate: input.dueDate
        ? new Date(input.dueDate)
        : companyDefaultDueDate(company, DEFAULT_TASK_PRIORITY, now),
    }),
  );
}
