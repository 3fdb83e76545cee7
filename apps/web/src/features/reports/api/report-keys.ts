/** This page's query keys; its own, so another page's cache shape never leaks in. */
export const reportKeys = {
  attendance: (companyId: string, query: string) =>
    ['reports', 'attendance', companyId, query] as const,
};
