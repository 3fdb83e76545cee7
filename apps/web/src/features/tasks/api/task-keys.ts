/** Query keys of the Tasks page; a write invalidates `all` so lists and details refetch. */
export const taskKeys = {
  all: ['tasks'] as const,
  list: (companyId: string, query: Record<string, string | number>) =>
    ['tasks', 'list', companyId, query] as const,
  detail: (id: string) => ['tasks', 'detail', id] as const,
};

export const directoryKeys = {
  users: (supervisorId: string | null) => ['directory', 'users', supervisorId] as const,
  customers: (companyId: string) => ['directory', 'customers', companyId] as const,
  teamLocations: (companyId: string) => ['directory', 'team-locations', companyId] as const,
};
