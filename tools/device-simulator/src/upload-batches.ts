import type { DevicePointInput } from '@ronda/shared';
import type { Random } from './prng.ts';
import type { TimeSpan } from './fix-sampler.ts';

/** One POST /api/device/locations the phone makes, and when. */
export interface PointBatch {
  sendAt: Date;
  points: DevicePointInput[];
}

export interface UploadPlan {
  batches: PointBatch[];
  /** When the phone had no data connection: uploads then wait and go up late. */
  offline: TimeSpan;
  lateBatchCount: number;
  resentBatchCount: number;
}

const MINUTE = 60_000;

interface Upload {
  sendMs: number;
  points: DevicePointInput[];
}

/** No connection for 40–80 minutes sometime in the late morning or afternoon. */
export function chooseOffline(punchInMs: number, punchOutMs: number, rng: Random): TimeSpan {
  const lengthMs = Math.round(rng.between(40, 80) * MINUTE);
  const earliest = punchInMs + 90 * MINUTE;
  const latest = Math.max(earliest, punchOutMs - 60 * MINUTE - lengthMs);
  const fromMs = Math.round(rng.between(earliest, latest));
  return { fromMs, toMs: fromMs + lengthMs };
}

/** A couple of neighbours swapped: the phone's buffer is not always written in order. */
function jumble(points: DevicePointInput[], rng: Random): DevicePointInput[] {
  if (points.length < 3 || !rng.chance(0.2)) return points;
  const copy = [...points];
  const i = rng.int(0, copy.length - 2);
  [copy[i], copy[i + 1]] = [copy[i + 1] as DevicePointInput, copy[i] as DevicePointInput];
  return copy;
}

/**
 * How the fixes reach the server. The phone uploads what it has every 2–5 minutes and flushes at
 * the punch-out. Uploads that fall in the offline hour fail and are retried by a background
 * sweep 1–2½ hours later, so they arrive after newer points. A few uploads lose their answer and
 * go again, byte for byte.
 */
export function planUploads(
  points: readonly DevicePointInput[],
  fixTimesMs: readonly number[],
  punchOutMs: number,
  offline: TimeSpan,
  rng: Random,
): UploadPlan {
  const uploads: Upload[] = [];
  let next = (fixTimesMs[0] ?? punchOutMs) + Math.round(rng.between(2, 5) * MINUTE);
  let index = 0;
  while (index < points.length) {
    if (next >= punchOutMs) next = punchOutMs + rng.int(1_000, 3_000);
    const batch: DevicePointInput[] = [];
    while (index < points.length && (fixTimesMs[index] as number) <= next) {
      batch.push(points[index] as DevicePointInput);
      index++;
    }
    if (batch.length > 0) uploads.push({ sendMs: next, points: jumble(batch, rng) });
    next += Math.round(rng.between(2, 5) * MINUTE);
  }

  const sweepMs = offline.toMs + Math.round(rng.between(60, 150) * MINUTE);
  const late = new Set<Upload>();
  for (const upload of uploads) {
    if (upload.sendMs >= offline.fromMs && upload.sendMs < offline.toMs) {
      upload.sendMs = sweepMs + late.size * rng.int(2_000, 6_000);
      late.add(upload);
    }
  }

  const onTime = uploads.filter((u) => !late.has(u));
  const resent = rng
    .shuffle(onTime.slice(0, -1))
    .slice(0, rng.int(2, 3))
    .map((u) => ({ sendMs: u.sendMs + rng.int(20_000, 90_000), points: [...u.points] }));

  const ordered = [...uploads, ...resent].sort((a, b) => a.sendMs - b.sendMs);
  return {
    batches: ordered.map((u) => ({ sendAt: new Date(u.sendMs), points: u.points })),
    offline,
    lateBatchCount: late.size,
    resentBatchCount: resent.length,
  };
}
