import { gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import type { Fix } from '@ronda/tracking';

/**
 * Raw fixes in an archived day: columns of integer deltas (time in ms, degrees in 1e-7 ≈ 1 cm,
 * accuracy in dm, speed in cm/s), as JSON, gzipped. A 12-hour day at 1-second fixes is a few
 * hundred kilobytes instead of tens of megabytes of rows, and decodes in milliseconds.
 */
const DEGREE = 1e7;
const ACCURACY = 10;
const SPEED = 100;

const archiveSchema = z.object({
  v: z.literal(1),
  t: z.array(z.number().int()),
  lat: z.array(z.number().int()),
  lng: z.array(z.number().int()),
  /** Absolute values; null where the phone sent none. */
  acc: z.array(z.number().int().nullable()),
  spd: z.array(z.number().int().nullable()),
});

const deltas = (values: readonly number[]) =>
  values.map((v, i) => (i === 0 ? v : v - (values[i - 1] ?? 0)));
const sums = (values: readonly number[]) => {
  let running = 0;
  return values.map((v) => (running += v));
};
const scaled = (value: number | null, factor: number) =>
  value === null ? null : Math.round(value * factor);

export function encodeFixArchive(fixes: readonly Fix[]): Buffer {
  const body = {
    v: 1 as const,
    t: deltas(fixes.map((f) => f.time)),
    lat: deltas(fixes.map((f) => Math.round(f.lat * DEGREE))),
    lng: deltas(fixes.map((f) => Math.round(f.lng * DEGREE))),
    acc: fixes.map((f) => scaled(f.accuracy, ACCURACY)),
    spd: fixes.map((f) => scaled(f.speed, SPEED)),
  };
  return gzipSync(JSON.stringify(body));
}

export function decodeFixArchive(archive: Buffer): Fix[] {
  const body = archiveSchema.parse(JSON.parse(gunzipSync(archive).toString('utf8')));
  const times = sums(body.t);
  const lats = sums(body.lat);
  const lngs = sums(body.lng);
  return times.map((time, i) => {
    const acc = body.acc[i] ?? null;
    const spd = body.spd[i] ?? null;
    return {
      time,
      lat: (lats[i] ?? 0) / DEGREE,
      lng: (lngs[i] ?? 0) / DEGREE,
      accuracy: acc === null ? null : acc / ACCURACY,
      speed: spd === null ? null : spd / SPEED,
    };
  });
}
