import crypto from 'node:crypto';
import type { DevicePointInput } from '@ronda/shared';

export interface Spot {
  lat: number;
  lng: number;
}

/** The office in Panaji and a customer about 3 km away in Ribandar. */
export const OFFICE: Spot = { lat: 15.4989, lng: 73.8278 };
export const CUSTOMER: Spot = { lat: 15.5009, lng: 73.8558 };

const point = (at: number, spot: Spot, accuracy: number): DevicePointInput => ({
  id: `t-${crypto.randomBytes(6).toString('hex')}`,
  timestamp: new Date(at).toISOString(),
  lat: spot.lat,
  lng: spot.lng,
  accuracy,
  speed: null,
  battery: 70,
});

/** Standing at a spot: a fix every 30 s, wandering a few metres (parked GPS is never still). */
export function stay(startMs: number, minutes: number, at: Spot): DevicePointInput[] {
  return Array.from({ length: minutes * 2 }, (_, i) => {
    const wobble = ((i * 7) % 5) - 2;
    return point(startMs + i * 30_000, { lat: at.lat + wobble * 0.00002, lng: at.lng }, 12);
  });
}

/** Driving in a straight line: a fix every 5 s. */
export function drive(startMs: number, minutes: number, from: Spot, to: Spot): DevicePointInput[] {
  const steps = minutes * 12;
  return Array.from({ length: steps + 1 }, (_, i) =>
    point(
      startMs + i * 5_000,
      {
        lat: from.lat + ((to.lat - from.lat) * i) / steps,
        lng: from.lng + ((to.lng - from.lng) * i) / steps,
      },
      6,
    ),
  );
}

/** 10:00 at the office for 15 min, 6 min driving, 20 min at the customer. */
export function officeToCustomer(dayStartMs: number): DevicePointInput[] {
  const t0 = dayStartMs + 10 * 3600_000;
  return [
    ...stay(t0, 15, OFFICE),
    ...drive(t0 + 15 * 60_000, 6, OFFICE, CUSTOMER).slice(1),
    ...stay(t0 + 21 * 60_000 + 30_000, 20, CUSTOMER),
  ];
}
