import type { Role } from '@ronda/shared';

/** Who is asking, as every authorisation rule sees them. Always derived from the session. */
export interface Actor {
  userId: string;
  companyId: string;
  role: Role;
  departmentIds: readonly string[];
}
