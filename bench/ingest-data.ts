import crypto from 'node:crypto';
import type pg from 'pg';

export interface BenchPoint {
  id: string;
  timestamp: string;
  lat: number;
  lng: number;
  accuracy: number;
  speed: number;
  heading: number;
  altitude: number;
  battery: number;
  charging: boolean;
  activity: string;
}

/**
 * One device's day as batches of `perBatch` fixes, 5 s apart, wandering around Panaji: the shape
 * (every field filled) a phone sends, so the bench parses and stores as much as a real upload.
 */
export function deviceBatches(
  device: number,
  batches: number,
  perBatch: number,
  start: number,
): BenchPoint[][] {
  let lat = 15.45 + (device % 10) * 0.01;
  let lng = 73.8 + Math.floor(device / 10) * 0.01;
  const out: BenchPoint[][] = [];
  for (let b = 0; b < batches; b += 1) {
    const batch: BenchPoint[] = [];
    for (let i = 0; i < perBatch; i += 1) {
      const n = b * perBatch + i;
      lat += (Math.sin(n / 50 + device) * 0.5 + 0.1) * 0.00005;
      lng += Math.cos(n / 70 + device) * 0.00005;
      batch.push({
        id: `d${device}-${n}-${crypto.randomBytes(3).toString('hex')}`,
        timestamp: new Date(start + n * 5000).toISOString(),
        lat: Math.round(lat * 1e6) / 1e6,
        lng: Math.round(lng * 1e6) / 1e6,
        accuracy: 4 + (n % 11),
        speed: (n % 17) / 2,
        heading: (n * 7) % 360,
        altitude: 12 + (n % 5),
        battery: 95 - Math.floor(n / 300),
        charging: false,
        activity: n % 3 === 0 ? 'still' : 'in_vehicle',
      });
    }
    out.push(batch);
  }
  return out;
}

const COLUMNS = 14;

/** The baseline: the same rows as plain multi-row INSERTs, one statement per batch. */
export async function rawInsertBatch(
  client: pg.Pool,
  owner: { companyId: string; userId: string },
  batch: readonly BenchPoint[],
): Promise<void> {
  const values: unknown[] = [];
  const rows = batch.map((p, i) => {
    values.push(
      owner.companyId,
      owner.userId,
      p.id,
      p.timestamp,
      p.lat,
      p.lng,
      p.accuracy,
      p.speed,
      p.heading,
      p.altitude,
      p.battery,
      p.charging,
      p.activity,
      false,
    );
    const base = i * COLUMNS;
    return `(${Array.from({ length: COLUMNS }, (_, c) => `$${base + c + 1}`).join(',')})`;
  });
  await client.query(
    `insert into location_points (company_id, user_id, client_id, recorded_at, lat, lng, accuracy,
       speed, heading, altitude, battery, charging, activity, is_mock) values ${rows.join(',')}`,
    values,
  );
}
