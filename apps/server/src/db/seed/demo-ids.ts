import { DEMO_COMPANY } from './demo-company-data.ts';
import { deterministicUuid } from './deterministic-uuid.ts';

/** Ids derive from stable keys, never from array positions, so reordering the data changes nothing. */
export const DEMO_COMPANY_ID = deterministicUuid(`company:${DEMO_COMPANY.key}`);

export const demoDepartmentId = (key: string) => deterministicUuid(`department:${key}`);
// E-mails are unique case-insensitively in the schema, so the id follows the lower-cased address.
export const demoUserId = (email: string) => deterministicUuid(`user:${email.toLowerCase()}`);
export const demoCustomerId = (email: string) =>
  deterministicUuid(`customer:${email.toLowerCase()}`);
export const demoTaskId = (key: string) => deterministicUuid(`task:${key}`);
