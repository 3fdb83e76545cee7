import type { LatestLocation } from '@ronda/shared';
import { describe, expect, it } from 'vitest';
import { checkCustomer } from './customer-fields';
import { describeEvent } from './task-history';
import { knownPoint } from './tasks-map';

const now = new Date('2026-03-10T12:00:00Z');
const at = (hoursAgo: number): LatestLocation => ({
  employee: {
    id: '00000000-0000-4000-8000-000000000001',
    firstName: 'A',
    lastName: 'B',
    profilePicture: null,
  },
  lastUpdated: new Date(now.getTime() - hoursAgo * 3_600_000).toISOString(),
  location: {
    coords: { latitude: 15.5, longitude: 73.8, speed: null, heading: null },
    batteryLevel: null,
    charging: null,
    accuracy: null,
    isMock: false,
  },
});

describe('Tasks page pieces', () => {
  it('CON-TASK-57 CON-CONST-26 on the Tasks map a location older than 24 hours is unknown', () => {
    expect(knownPoint(at(23), now)).toEqual({ lat: 15.5, lng: 73.8 });
    expect(knownPoint(at(25), now)).toBeNull();
  });

  it('CON-TASK-59 CON-TASK-60 CON-TASK-62 the customer checks, in the spec’s order', () => {
    const known = {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'C',
      email: 'c@x.example',
      phone: null,
      companyId: '00000000-0000-4000-8000-000000000003',
    };
    expect(checkCustomer(false, undefined, { name: '', email: '' })).toBe(
      'Please select a customer',
    );
    expect(checkCustomer(true, undefined, { name: 'N', email: '' })).toBe(
      'Please enter customer name and email',
    );
    expect(checkCustomer(true, undefined, { name: 'N', email: 'n@x.example' })).toBeNull();
    expect(checkCustomer(false, known, { name: '', email: '' })).toBeNull();
    expect(checkCustomer(false, { ...known, email: '' }, { name: '', email: '' })).toBe(
      'Please ensure valid customer information is selected',
    );
  });

  it('tells a task’s history in words', () => {
    const actor = {
      id: '00000000-0000-4000-8000-000000000004',
      firstName: 'Asha',
      lastName: 'Rao',
    };
    expect(
      describeEvent({
        id: actor.id,
        kind: 'updated',
        at: now.toISOString(),
        actor,
        changes: { status: ['incoming', 'rejected'], supervisorNotes: [null, 'Duplicate'] },
      }),
    ).toBe('Asha Rao set the status to rejected, noted “Duplicate”');
    expect(
      describeEvent({
        id: actor.id,
        kind: 'created',
        at: now.toISOString(),
        actor: null,
        changes: {},
      }),
    ).toBe('The customer created the task');
  });
});
