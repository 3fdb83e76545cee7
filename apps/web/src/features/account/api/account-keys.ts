/**
 * The account page's query keys. After a change (a department created, a person moved, the
 * company edited) invalidate `accountKeys.all`, or the one list that changed.
 */
export const accountKeys = {
  all: ['account'] as const,
  company: (companyId: string) => ['account', 'company', companyId] as const,
  departments: (companyId: string) => ['account', 'departments', companyId] as const,
  employees: (companyId: string) => ['account', 'employees', companyId] as const,
  reportSettings: (companyId: string) => ['account', 'report-settings', companyId] as const,
};
