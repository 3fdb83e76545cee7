import type { User } from '@ronda/shared';
import { describe, expect, it } from 'vitest';
import {
  filterChips,
  malformedFilters,
  NO_FILTERS,
  parseTaskSearch,
  toListQuery,
  toTaskSearch,
} from './task-filters';
import {
  canModifyTask,
  fieldStaffChoices,
  progressColour,
  showsActions,
  showsCreateSubtask,
  statusColour,
  supervisorChoices,
  taskTypeLabel,
} from './task-rules';

const FIELD = { id: '11111111-1111-4111-8111-111111111111', name: 'Field' };
const OTHER = { id: '22222222-2222-4222-8222-222222222222', name: 'Other' };
const EMP_ID = '33333333-3333-4333-8333-333333333333';
const CUST_ID = '44444444-4444-4444-8444-444444444444';
const SUP_ID = '55555555-5555-4555-8555-555555555555';
let n = 0;
const person = (over: Partial<User>): User => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  firstName: 'P',
  lastName: String(n),
  email: `p${n}@x.example`,
  phone: null,
  profilePicture: null,
  role: 'employee',
  isAdmin: false,
  isSupervisor: false,
  status: 'active',
  isActive: true,
  departments: [],
  ...over,
});

describe('the query holds the filters (console.md §2 Tasks)', () => {
  it('CON-TASK-14 CON-TASK-15 status is a comma list; all means none; pending reads incoming', () => {
    expect(parseTaskSearch(new URLSearchParams('status=incoming,resolved')).statuses).toEqual([
      'incoming',
      'resolved',
    ]);
    expect(parseTaskSearch(new URLSearchParams('status=all')).statuses).toEqual([]);
    expect(parseTaskSearch(new URLSearchParams('status=in-progress,pending')).statuses).toEqual([
      'in-progress',
      'incoming',
    ]);
    expect(parseTaskSearch(new URLSearchParams('status=bogus')).statuses).toEqual([]);
  });

  it('CON-TASK-16..20 date and the four ids; a round trip keeps them', () => {
    const [e, c, s] = [EMP_ID, CUST_ID, SUP_ID];
    const search = new URLSearchParams(
      `date=today&departmentId=${FIELD.id}&employeeId=${e}&customerId=${c}&supervisorId=${s}`,
    );
    const filters = parseTaskSearch(search);
    expect(filters).toEqual({
      statuses: [],
      date: 'today',
      departmentId: FIELD.id,
      employeeId: e,
      customerId: c,
      supervisorId: s,
      q: '',
      sort: 'newest',
    });
    expect(parseTaskSearch(toTaskSearch(filters))).toEqual(filters);
    expect(parseTaskSearch(new URLSearchParams('date=someday')).date).toBeNull();
  });

  it('issue 28: what cannot be a filter is named, and parsed as no filter', () => {
    expect(
      parseTaskSearch(new URLSearchParams('status=hasOwnProperty,constructor')).statuses,
    ).toEqual([]);
    const search = new URLSearchParams('departmentId=bad&status=incoming,nope&date=someday&sort=x');
    expect(malformedFilters(search)).toEqual(['departmentId', 'status', 'date', 'sort']);
    expect(parseTaskSearch(search)).toMatchObject({
      departmentId: null,
      statuses: ['incoming'],
      date: null,
      sort: 'newest',
    });
    expect(malformedFilters(new URLSearchParams(`departmentId=${FIELD.id}&status=all`))).toEqual(
      [],
    );
  });

  it('issue 28: overdue is a status choice; q and sort round-trip through the URL and the list call', () => {
    const filters = parseTaskSearch(
      new URLSearchParams('status=incoming,overdue,bogus&q=%20leak%20tap%20&sort=due'),
    );
    expect(filters).toMatchObject({
      statuses: ['incoming', 'overdue'],
      q: 'leak tap',
      sort: 'due',
    });
    expect(toTaskSearch(filters).toString()).toBe('status=incoming%2Coverdue&q=leak+tap&sort=due');
    expect(parseTaskSearch(new URLSearchParams('sort=oldest')).sort).toBe('newest');
    expect(toTaskSearch({ ...filters, sort: 'newest', q: '' }).toString()).toBe(
      'status=incoming%2Coverdue',
    );
    const query = toListQuery(filters, 1, 10, new Date('2026-03-11T06:00:00Z'), 'Asia/Kolkata');
    expect(query).toMatchObject({ status: 'incoming,overdue', q: 'leak tap', sort: 'due' });
  });

  it('CON-API-12..16 CON-TASK-42 the list query: comma-joined status, page, limit 10, ids, range', () => {
    const now = new Date('2026-03-11T06:00:00Z');
    const query = toListQuery(
      { ...NO_FILTERS, statuses: ['incoming', 'resolved'], date: 'today', customerId: 'c' },
      2,
      10,
      now,
      'Asia/Kolkata',
    );
    expect(query).toEqual({
      page: 2,
      limit: 10,
      status: 'incoming,resolved',
      customerId: 'c',
      startDate: '2026-03-10T18:30:00.000Z',
      endDate: '2026-03-11T18:30:00.000Z',
    });
  });

  it('CON-TASK-07 one removable chip per filter', () => {
    const chips = filterChips(
      { ...NO_FILTERS, statuses: ['incoming'], date: 'next-week', departmentId: FIELD.id },
      (_key, id) => (id === FIELD.id ? 'Field' : id),
    );
    expect(chips.map((c) => c.label)).toEqual([
      'Status: incoming',
      'Date: Next Week',
      'Department: Field',
    ]);
    expect(chips[0]?.without.statuses).toEqual([]);
    expect(chips[2]?.without.departmentId).toBeNull();
  });
});

describe('task rules (console.md §4, §6, §9)', () => {
  it('CON-TASK-49..53 status colours', () => {
    expect(
      ['incoming', 'in-progress', 'resolved', 'rejected', 'pending'].map(statusColour),
    ).toEqual(['yellow', 'blue', 'green', 'red', 'grey']);
  });

  it('progress bands: above 0.5 green, above 0.2 orange, else red', () => {
    expect([0.51, 0.5, 0.21, 0.2, 0].map(progressColour)).toEqual([
      'green',
      'orange',
      'orange',
      'red',
      'red',
    ]);
  });

  it('CON-ACT-28..30 who may modify', () => {
    const admin = person({ isAdmin: true });
    const member = person({ departments: [FIELD] });
    expect(canModifyTask(admin, { department: OTHER })).toBe(true);
    expect(canModifyTask(member, { department: null })).toBe(true);
    expect(canModifyTask(member, { department: FIELD })).toBe(true);
    expect(canModifyTask(member, { department: OTHER })).toBe(false);
    expect(canModifyTask(null, { department: null })).toBe(false);
  });

  it('CON-ACT-20..26 which buttons show', () => {
    expect(['incoming', 'in-progress', 'resolved', 'rejected'].map(showsActions)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(['incoming', 'in-progress', 'resolved', 'rejected'].map(showsCreateSubtask)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('CON-TASK-55 customer tasks read Customer Request', () => {
    expect(taskTypeLabel('customer')).toBe('Customer Request');
  });

  it('CON-ACT-34..36 CON-ACT-38 supervisor choices', () => {
    const admin = person({ isAdmin: true, firstName: 'Asha', lastName: 'Rao' });
    const inTeam = person({ isSupervisor: true, departments: [FIELD] });
    const elsewhere = person({ isSupervisor: true, departments: [OTHER] });
    const gone = person({ isSupervisor: true, status: 'inactive', isActive: false });
    const worker = person({ departments: [FIELD] });
    const users = [admin, inTeam, elsewhere, gone, worker];
    expect(supervisorChoices(users, null).map((c) => c.id)).toEqual([
      admin.id,
      inTeam.id,
      elsewhere.id,
    ]);
    const forField = supervisorChoices(users, FIELD.id);
    expect(forField.map((c) => c.id)).toEqual([admin.id, inTeam.id]);
    expect(forField[0]?.label).toBe('Asha Rao (Admin)');
  });

  it('CON-ACT-39 field staff of the chosen department only', () => {
    const a = person({ departments: [FIELD] });
    const b = person({ departments: [OTHER] });
    const c = person({ departments: [FIELD], status: 'inactive', isActive: false });
    expect(fieldStaffChoices([a, b, c], FIELD.id).map((x) => x.id)).toEqual([a.id]);
    expect(fieldStaffChoices([a, b, c], null)).toEqual([]);
  });
});
