import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  companies,
  complaintEvents,
  complaints,
  customers,
  departmentMembers,
  departments,
  users,
} from '../schema/index.ts';

export interface CompanyRowCounts {
  companies: number;
  departments: number;
  admins: number;
  supervisors: number;
  employees: number;
  departmentMembers: number;
  customers: number;
  tasks: number;
  subtasks: number;
  complaintEvents: number;
}

/** Rows one company owns, per table (users split by role): the seed's summary and its tests use it. */
export async function countCompanyRows(db: Database, companyId: string): Promise<CompanyRowCounts> {
  const ofUsers = (...filters: Parameters<typeof and>) =>
    db.$count(users, and(eq(users.companyId, companyId), ...filters));
  const ofTasks = (isSubtask: boolean) =>
    db.$count(
      complaints,
      and(
        eq(complaints.companyId, companyId),
        isSubtask ? isNotNull(complaints.parentComplaintId) : isNull(complaints.parentComplaintId),
      ),
    );

  const [company, dept, admins, supervisors, employees, members, cust, tasks, subtasks, events] =
    await Promise.all([
      db.$count(companies, eq(companies.id, companyId)),
      db.$count(departments, eq(departments.companyId, companyId)),
      ofUsers(eq(users.isAdmin, true)),
      ofUsers(eq(users.isSupervisor, true), eq(users.isAdmin, false)),
      ofUsers(eq(users.isSupervisor, false), eq(users.isAdmin, false)),
      db.$count(departmentMembers, eq(departmentMembers.companyId, companyId)),
      db.$count(customers, eq(customers.companyId, companyId)),
      ofTasks(false),
      ofTasks(true),
      db.$count(complaintEvents, eq(complaintEvents.companyId, companyId)),
    ]);
  return {
    companies: company,
    departments: dept,
    admins,
    supervisors,
    employees,
    departmentMembers: members,
    customers: cust,
    tasks,
    subtasks,
    complaintEvents: events,
  };
}
