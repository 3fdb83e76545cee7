import { DEFAULT_ALERT_RULES, type AlertRules, type WorkSite } from '@ronda/shared';
import { vi } from 'vitest';
import { COMPANY_ID } from './test-fixtures';

/** The company's work sites and customers for the alert-rule and work-site tests. */
const siteId = (n: number) => `00000000-0000-4000-8000-0000000005${String(n).padStart(2, '0')}`;
export const HEAD_OFFICE: WorkSite = {
  id: siteId(1),
  name: 'Head office',
  lat: 15.4989,
  lng: 73.8278,
  radiusMeters: 200,
  customerId: null,
  departmentId: null,
};
export const VERNA: WorkSite = {
  id: siteId(2),
  name: 'Verna warehouse',
  lat: 15.3555,
  lng: 73.9341,
  radiusMeters: 500,
  customerId: null,
  departmentId: null,
};
export const FIELD_TEAM = {
  id: '00000000-0000-4000-8000-000000000701',
  name: 'Field team',
  description: null,
};

export const CUSTOMER = {
  id: '00000000-0000-4000-8000-000000000601',
  name: 'Hotel Mandovi',
  email: 'desk@mandovi.example',
  phone: null,
  companyId: COMPANY_ID,
};

export const CUSTOMER_PLACE = {
  address: 'Dayanand Bandodkar Marg, Panaji',
  coordinates: { lat: 15.5012, lng: 73.8301 },
};

/** A task of the customer as the list answers it; only its location matters here. */
function taskAt(n: number, location: typeof CUSTOMER_PLACE | null) {
  const at = '2027-01-10T05:30:00.000Z';
  return {
    id: `00000000-0000-4000-8000-0000000007${String(n).padStart(2, '0')}`,
    description: 'Geyser leaking in room 12',
    status: 'resolved',
    priority: 'medium',
    taskType: 'customer',
    customer: { id: CUSTOMER.id, name: CUSTOMER.name, email: CUSTOMER.email, phone: null },
    department: null,
    assignedEmployee: null,
    employee: null,
    supervisor: null,
    supervisorAssigned: null,
    employeeAssigned: null,
    supervisorNotes: null,
    employeeNotes: null,
    notes: null,
    dueDate: null,
    followUpOn: null,
    startedAt: null,
    resolvedAt: at,
    rejectedAt: null,
    createdAt: at,
    updatedAt: at,
    supervisorAssignedAt: null,
    employeeAssignedAt: null,
    completionPercentage: 100,
    location,
    images: [],
    employeeimages: [],
    parentComplaintId: null,
    parentComplaint: null,
    resolution: null,
    subtasks: [],
  };
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Refusal = { status: number; message: string };

/**
 * Answers the sections' calls by method and path, keeping what is stored; each write is
 * recorded. `refuse` queues a refusal for the next call of a "METHOD /path".
 */
export function stubCompanyServer(start: { rules?: AlertRules; sites?: WorkSite[] } = {}) {
  let rules = start.rules ?? DEFAULT_ALERT_RULES;
  let sites = [...(start.sites ?? [HEAD_OFFICE, VERNA])];
  const calls: Call[] = [];
  const refusals = new Map<string, Refusal[]>();
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  const sorted = () => sites.toSorted((a, b) => a.name.localeCompare(b.name));

  const answer = (method: string, url: URL, body: unknown): Response => {
    const path = url.pathname;
    if (path === '/api/company/alert-rules') {
      if (method === 'PUT') rules = body as AlertRules;
      return json({ is_success: true, rules });
    }
    if (path === '/api/company/work-sites') {
      if (method === 'GET') return json({ is_success: true, workSites: sorted() });
      const made = { id: siteId(sites.length + 10), ...(body as Omit<WorkSite, 'id'>) };
      sites.push(made);
      return json({ is_success: true, workSite: made }, 201);
    }
    const one = /^\/api\/company\/work-sites\/(.+)$/.exec(path);
    if (one) {
      const found = sites.find((s) => s.id === one[1]);
      if (!found) return json({ is_success: false, message: 'Work site not found' }, 404);
      if (method === 'DELETE') {
        sites = sites.filter((s) => s !== found);
        return json({ is_success: true });
      }
      Object.assign(found, body);
      return json({ is_success: true, workSite: found });
    }
    if (path === `/api/departments/${COMPANY_ID}`) {
      return json({ is_success: true, departments: [FIELD_TEAM] });
    }
    if (path === `/api/companies/${COMPANY_ID}/customers`) {
      return json({ is_success: true, customers: [CUSTOMER] });
    }
    if (path === `/api/companies/${COMPANY_ID}/complaints`) {
      // The newest task has no point; the one before it was served at the hotel.
      const complaints = [taskAt(1, null), taskAt(2, CUSTOMER_PLACE)];
      return json({ is_success: true, complaints, totalPages: 1, totalComplaints: 2, page: 1 });
    }
    if (path === '/api/geo/search') {
      const place = { label: 'Verna Industrial Estate, Goa', lat: 15.36, lng: 73.94, address: {} };
      return json({ is_success: true, results: [place] });
    }
    throw new Error(`unexpected call to ${method} ${url.href}`);
  };

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://x');
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ method, path: url.pathname + url.search, body });
      const refusal = refusals.get(`${method} ${url.pathname}`)?.shift();
      if (refusal) return json({ is_success: false, message: refusal.message }, refusal.status);
      return answer(method, url, body);
    }),
  );
  return {
    calls,
    writes: () => calls.filter((c) => c.method !== 'GET'),
    refuse: (call: string, refusal: Refusal) =>
      refusals.set(call, [...(refusals.get(call) ?? []), refusal]),
    sites: () => sorted(),
  };
}
