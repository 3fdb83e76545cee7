import type { CompanyChange, Invite } from '@ronda/shared';
import type { CompanyChangeRow } from '../../repositories/company-changes.repository.ts';
import type { InviteWithDepartment } from '../../repositories/invites.repository.ts';
import type { DepartmentRow } from '../../repositories/company-setup.repository.ts';
import { joinUrl } from './invite-codes.ts';

export function presentDepartment(row: DepartmentRow) {
  return { id: row.id, name: row.name, description: row.description };
}

export function presentInvite(row: InviteWithDepartment, baseUrl: string): Invite {
  return {
    id: row.id,
    code: row.code,
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    qrPayload: joinUrl(baseUrl, row.code),
  };
}

export function presentChange(row: CompanyChangeRow): CompanyChange {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: row.actorUserId && row.actorName ? { id: row.actorUserId, name: row.actorName } : null,
    action: row.action,
    summary: row.summary,
  };
}
