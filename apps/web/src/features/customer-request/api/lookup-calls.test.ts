import { afterEach, describe, expect, it, vi } from 'vitest';
import { getActiveCompanies } from './get-active-companies';
import { getCompany } from './get-company';
import { verifyDepartment } from './verify-department';

const COMPANY_ID = '7b0c4f52-5d6a-4c1e-9a55-1f6e2f0c9d11';
const DEPARTMENT_ID = '3e9a1c77-0000-4000-8000-000000000007';

const company = {
  id: COMPANY_ID,
  name: 'Mandovi Waste Services',
  address: 'Panaji, Goa',
  coordinates: { lat: 15.4989, lng: 73.8278 },
  email: 'ops@mandovi.example',
  phone: '+91 832 000 0000',
  website: null,
  logo: null,
  isActive: true,
  timezone: 'Asia/Kolkata',
  stopThresholdMinutes: 5,
  defaultDueDays: { critical: 0, high: 1, medium: 3, low: 5 },
};

/** Answers every call with `body`; the calls are read back from the returned mock. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function sent(fetch: ReturnType<typeof answer>) {
  const [url, init] = fetch.mock.calls[0] ?? [''];
  return { url: new URL(url, 'http://x'), method: init?.method };
}

afterEach(() => vi.unstubAllGlobals());

describe('the public form reads companies and departments (§7)', () => {
  it('PUB-API-07 GET /api/companies?isActive=true answers is_success and companies', async () => {
    const fetch = answer(200, { is_success: true, companies: [company] });
    await expect(getActiveCompanies()).resolves.toEqual([company]);
    const { url, method } = sent(fetch);
    expect([method, url.pathname, url.search]).toEqual(['GET', '/api/companies', '?isActive=true']);
    // Without is_success the answer is not the list.
    answer(200, { companies: [company] });
    await expect(getActiveCompanies()).rejects.toThrow('The server sent an unexpected response.');
  });

  it('PUB-API-08 GET /api/companies/{companyId} answers is_success and company', async () => {
    const fetch = answer(200, { is_success: true, company });
    await expect(getCompany(COMPANY_ID)).resolves.toEqual(company);
    const { url, method } = sent(fetch);
    expect([method, url.pathname, url.search]).toEqual(['GET', `/api/companies/${COMPANY_ID}`, '']);
    answer(404, { is_success: false, message: 'Company not found' });
    await expect(getCompany(COMPANY_ID)).rejects.toMatchObject({
      status: 404,
      message: 'Company not found',
    });
  });

  it('PUB-API-09 GET …/departments/{departmentId}/verify answers is_success and department.name', async () => {
    const fetch = answer(200, {
      is_success: true,
      department: { id: DEPARTMENT_ID, name: 'Sanitation' },
    });
    await expect(verifyDepartment(COMPANY_ID, DEPARTMENT_ID)).resolves.toEqual({
      id: DEPARTMENT_ID,
      name: 'Sanitation',
    });
    const { url, method } = sent(fetch);
    expect([method, url.pathname]).toEqual([
      'GET',
      `/api/companies/${COMPANY_ID}/departments/${DEPARTMENT_ID}/verify`,
    ]);
  });
});
