import type { DevicePointInput } from '@ronda/shared';
import type { BatteryModel } from './battery.ts';
import { offsetMeters, type LatLngTuple } from './geo.ts';
import { formatLocalIso } from './local-time.ts';
import type { Random } from './prng.ts';
import type { TrueFix } from './fix-sampler.ts';
import { MODE_SPECS, type TripMode } from './travel-modes.ts';

/** Reported accuracy ranges, metres: open sky on the road, under a roof at a customer's. */
export const MOVING_ACCURACY_M = [4, 15] as const;
export const STOPPED_ACCURACY_M = [10, 40] as const;

/**
 * Android's accuracy is the radius holding the true position with 68 % odds. For a round 2-D
 * Gaussian that radius is about 1.51 σ, so this σ per axis makes the reported accuracy honest.
 */
const SIGMA_PER_ACCURACY = 1 / 1.51;

const round = (value: number, digits: number) => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

function weighted(options: readonly (readonly [string, number])[], rng: Random): string {
  let roll = rng.next() * options.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (options.at(-1) as readonly [string, number])[0];
}

/** Gently rolling ground: the Porvorim plateau and Altinho are higher than the riverfront. */
function terrainAltitude([lat, lng]: LatLngTuple): number {
  return 8 + 40 * ((Math.sin(lat * 900) + 1) / 2) * ((Math.cos(lng * 700) + 1) / 2);
}

function activityFor(fix: TrueFix, rng: Random): string | null {
  if (fix.mode === null) {
    return rng.chance(0.93) ? 'still' : rng.pick(['unknown', 'walking', 'tilting']);
  }
  if (fix.speedMps < 0.3 && rng.chance(0.5)) return 'still';
  return rng.chance(0.04) ? null : weighted(MODE_SPECS[fix.mode as TripMode].activities, rng);
}

/**
 * Turns true positions into what the phone reports. The error wanders rather than jumping (each
 * fix's error leans on the last one's), grows indoors, and now and then a parked fix lands
 * 30–80 m off with a worse accuracy, the way reflections off walls do.
 */
export function reportFixes(
  fixes: readonly TrueFix[],
  utcOffsetMinutes: number,
  battery: BatteryModel,
  rng: Random,
): DevicePointInput[] {
  let errorNorth = 0;
  let errorEast = 0;
  let accuracy = 8;
  let wasMoving = false;
  let lastMs = fixes[0]?.timeMs ?? 0;
  return fixes.map((fix) => {
    const moving = fix.tripIndex !== null;
    const [low, high] = moving ? MOVING_ACCURACY_M : STOPPED_ACCURACY_M;
    if (moving !== wasMoving) accuracy = rng.between(low, (low + high) / 2);
    wasMoving = moving;
    accuracy = Math.min(high, Math.max(low, accuracy + rng.normal() * (moving ? 1 : 2.5)));

    const dtS = Math.max(1, (fix.timeMs - lastMs) / 1000);
    lastMs = fix.timeMs;
    const keep = Math.exp(-dtS / (moving ? 20 : 90));
    const fresh = Math.sqrt(1 - keep * keep) * accuracy * SIGMA_PER_ACCURACY;
    errorNorth = keep * errorNorth + fresh * rng.normal();
    errorEast = keep * errorEast + fresh * rng.normal();

    let reportedAccuracy = accuracy;
    let [north, east] = [errorNorth, errorEast];
    if (!moving && rng.chance(0.05)) {
      const off = rng.between(30, 80);
      const angle = rng.between(0, 2 * Math.PI);
      north = off * Math.cos(angle) + rng.normal() * 3;
      east = off * Math.sin(angle) + rng.normal() * 3;
      reportedAccuracy = Math.min(99, off * rng.between(0.7, 1.3));
    }
    const [lat, lng] = offsetMeters(fix.point, north, east);

    let speed: number | null = null;
    let heading: number | null = null;
    if (moving) {
      speed = rng.chance(0.04) ? null : Math.max(0, fix.speedMps + rng.normal() * 0.25);
      if (fix.headingDeg !== null && fix.speedMps > 1) {
        heading = (((fix.headingDeg + rng.normal() * 4) % 360) + 360) % 360;
      }
    } else if (rng.chance(0.7)) {
      speed = Math.abs(rng.normal() * 0.1);
    }
    const altitude = rng.chance(0.1) ? null : terrainAltitude(fix.point) + rng.normal() * 4;

    return {
      id: fix.id,
      timestamp: formatLocalIso(fix.timeMs, utcOffsetMinutes),
      lat: round(lat, 6),
      lng: round(lng, 6),
      accuracy: round(reportedAccuracy, 1),
      speed: speed === null ? null : round(speed, 2),
      heading: heading === null ? null : round(heading, 1) % 360,
      altitude: altitude === null ? null : round(altitude, 1),
      battery: battery.levelAt(fix.timeMs),
      charging: battery.isChargingAt(fix.timeMs),
      activity: activityFor(fix, rng),
      isMock: false,
    };
  });
}
