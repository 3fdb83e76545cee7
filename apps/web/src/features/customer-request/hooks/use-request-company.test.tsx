import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRequestCompany } from './use-request-company';

const COMPANY_ID = '7b0c4f52-5d6a-4c1e-9a55-1f6e2f0c9d11';
const DEPARTMENT_ID = '3e9a1c77-0000-4000-8000-000000000007';

const company = {
  id: COMPANY_ID,
  name: 'Mandovi Waste Services',
  address: null,
  coordinates: null,
  email: null,
  phone: null,
  website: null,
  logo: null,
  isActive: true,
  timezone: 'Asia/Kolkata',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The company answers; the department check answers `verify`. Answers every path it is asked. */
function stubServer(verify: Response) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname } = new URL(url, 'http://x');
      paths.push(pathname);
      if (pathname.endsWith('/verify')) return verify;
      if (pathname === `/api/companies/${COMPANY_ID}`)
        return json(200, { is_success: true, company });
      return json(404, { is_success: false, message: 'Not found' });
    }),
  );
  return paths;
}

function renderCompany() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useRequestCompany({
        routeCompanyId: COMPANY_ID,
        pickedCompanyId: '',
        departmentId: DEPARTMENT_ID,
      }),
    { wrapper },
  );
  const verifyStatus = () =>
    client.getQueryState(['customer-request', 'department', COMPANY_ID, DEPARTMENT_ID])?.status;
  return { ...hook, verifyStatus };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useRequestCompany: the department of ?departmentId= (§4, §7)', () => {
  it('PUB-API-09 a verified department is kept with its name; a failed check clears it', async () => {
    const verifyPath = `/api/companies/${COMPANY_ID}/departments/${DEPARTMENT_ID}/verify`;
    let paths = stubServer(
      json(200, { is_success: true, department: { id: DEPARTMENT_ID, name: 'Sanitation' } }),
    );
    const verified = renderCompany();
    await waitFor(() =>
      expect(verified.result.current.department).toEqual({ id: DEPARTMENT_ID, name: 'Sanitation' }),
    );
    expect(paths).toContain(verifyPath);
    verified.unmount();

    paths = stubServer(json(404, { is_success: false, message: 'Department not found' }));
    const refused = renderCompany();
    await waitFor(() => expect(refused.verifyStatus()).toBe('error'));
    expect(paths).toContain(verifyPath);
    expect(refused.result.current.companyName).toBe(company.name);
    // The form still goes to the company, without a department (departmentId null on submit).
    expect(refused.result.current.companyId).toBe(COMPANY_ID);
    expect(refused.result.current.department).toBeNull();
  });
});
