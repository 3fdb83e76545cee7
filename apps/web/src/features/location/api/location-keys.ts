/** This page's query keys; its own, so another page's cache shape never leaks in. */
export const locationKeys = {
  employees: (companyId: string) => ['location', 'employees', companyId] as const,
  tracking: (userId: string, date: string) => ['location', 'tracking', userId, date] as const,
  attendance: (userId: string, date: string) => ['location', 'attendance', userId, date] as const,
  workLogs: (userId: string, date: string) => ['location', 'work-logs', userId, date] as const,
  latest: (companyId: string) => ['location', 'latest-locations', companyId] as const,
  address: (lat: number, lng: number) => ['location', 'address', lat, lng] as const,
};
