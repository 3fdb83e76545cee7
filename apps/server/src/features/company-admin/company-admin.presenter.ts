import type { Invite } from '@ronda/shared';
import type { InviteRow } from '../../repositories/invites.repository.ts';
import type { DepartmentRow } from '../../repositories/company-setup.repository.ts';
import { joinUrl } from './invite-codes.ts';

export function presentDepartment(row: DepartmentRow) {
  return { id: row.id, name: row.name, description: row.description };
}

export function presentInvite(row: InviteRow, baseUrl: string): Invite {
  return {
    id: row.id,
    code: row.code,
    departmentId: row.departmentId,
    expiresAt: row.expiresAt.toISOString(),
    qrPayload: joinUrl(baseUrl, row.code),
  };
}
