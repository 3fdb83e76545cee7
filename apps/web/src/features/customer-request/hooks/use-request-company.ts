import { useQuery } from '@tanstack/react-query';
import type { Company } from '@ronda/shared';
import { ApiRequestError } from '@/lib/api-request-error';
import { isValidCoordinates, type LatLng } from '@/lib/coordinates';
import { getActiveCompanies } from '../api/get-active-companies';
import { getCompany } from '../api/get-company';
import { verifyDepartment, type VerifiedDepartment } from '../api/verify-department';
import { COMPANY_MESSAGES } from '../request-constants';

export interface CompanyList {
  status: 'idle' | 'loading' | 'error' | 'ready';
  companies: Company[];
  error: string | null;
}

export interface RequestCompany {
  /** The company the request goes to: the route's once loaded, or the one picked; '' when none. */
  companyId: string;
  companyName: string | null;
  /** Where the company is, once known: the request map opens there before a pin is placed. */
  coordinates: LatLng | null;
  /** The route names the company: no dropdown, and the page waits for it to load. */
  fromRoute: boolean;
  routeStatus: 'loading' | 'error' | 'ready';
  /** 'Company not found' or 'Failed to load company information' for the route's company. */
  routeError: string | null;
  /** The dropdown's companies (only without a company in the route). */
  list: CompanyList;
  /** The picked company's details failed to load. */
  detailsError: string | null;
  /** The department of ?departmentId= once verified; a failed check clears it (§4). */
  department: VerifiedDepartment | null;
}

function isMissing(error: unknown): boolean {
  // A malformed id is refused with 400: no company has it either.
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

/** The company and department a request is raised with (§2.9, §7, §8). */
export function useRequestCompany(input: {
  routeCompanyId: string | undefined;
  pickedCompanyId: string;
  departmentId: string | null;
}): RequestCompany {
  const { routeCompanyId, pickedCompanyId, departmentId } = input;
  const fromRoute = Boolean(routeCompanyId);

  const companies = useQuery({
    queryKey: ['customer-request', 'companies'],
    queryFn: ({ signal }) => getActiveCompanies(signal),
    enabled: !fromRoute,
  });

  const lookupId = routeCompanyId ?? pickedCompanyId;
  const company = useQuery({
    queryKey: ['customer-request', 'company', lookupId],
    queryFn: ({ signal }) => getCompany(lookupId, signal),
    enabled: Boolean(lookupId),
  });

  const companyId = fromRoute ? (company.data?.id ?? '') : pickedCompanyId;
  const department = useQuery({
    queryKey: ['customer-request', 'department', companyId, departmentId],
    queryFn: ({ signal }) => verifyDepartment(companyId, departmentId ?? '', signal),
    enabled: Boolean(companyId && departmentId),
    retry: false,
  });

  const listed = companies.data?.find((c) => c.id === pickedCompanyId);
  let routeError: string | null = null;
  if (fromRoute && company.isError) {
    routeError = isMissing(company.error)
      ? COMPANY_MESSAGES.notFound
      : COMPANY_MESSAGES.companyFailed;
  }

  return {
    companyId,
    companyName: company.data?.name ?? (fromRoute ? null : (listed?.name ?? null)),
    coordinates: isValidCoordinates(company.data?.coordinates) ? company.data.coordinates : null,
    fromRoute,
    routeStatus: routeError ? 'error' : company.isSuccess ? 'ready' : 'loading',
    routeError,
    list: {
      status: fromRoute
        ? 'idle'
        : companies.isError
          ? 'error'
          : companies.isSuccess
            ? 'ready'
            : 'loading',
      companies: companies.data ?? [],
      error: companies.isError ? COMPANY_MESSAGES.companiesFailed : null,
    },
    detailsError:
      !fromRoute && pickedCompanyId && company.isError ? COMPANY_MESSAGES.detailsFailed : null,
    department: companyId && department.isSuccess ? department.data : null,
  };
}
