import { describe, expect, it } from 'vitest';
import { canResolve, canStart, navigateHref, resolveBody, startBody } from './task-actions';

describe('task actions an employee may take', () => {
  it('starts only an incoming task and resolves any open one', () => {
    expect(canStart('incoming')).toBe(true);
    expect(canStart('in-progress')).toBe(false);
    expect(canResolve('incoming')).toBe(true);
    expect(canResolve('in-progress')).toBe(true);
    expect(canResolve('resolved')).toBe(false);
    expect(canResolve('rejected')).toBe(false);
  });

  it('sends only the fields the action changes', () => {
    expect(startBody()).toEqual({ status: 'in-progress' });
    expect(resolveBody('  ', [])).toEqual({ status: 'resolved' });
    expect(resolveBody(' Fixed the pump ', ['https://files.example/a.jpg'])).toEqual({
      status: 'resolved',
      employeeNotes: 'Fixed the pump',
      employeeImages: ['https://files.example/a.jpg'],
    });
  });
});

describe('navigateHref', () => {
  it('gives directions to the pin, else to the address, else nothing', () => {
    expect(navigateHref({ address: 'Mapusa', coordinates: { lat: 15.59, lng: 73.81 } })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=15.59,73.81',
    );
    expect(navigateHref({ address: '12 Market Rd, Mapusa & Co', coordinates: null })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12%20Market%20Rd%2C%20Mapusa%20%26%20Co',
    );
    expect(navigateHref({ address: ' ', coordinates: null })).toBeNull();
    expect(navigateHref(null)).toBeNull();
  });
});
