import type { DevicePointInput } from '@ronda/shared';
import type { TrueFix } from './fix-sampler.ts';
import { haversineMeters, offsetMeters } from './geo.ts';
import type { Random } from './prng.ts';

/**
 * Multipath between tall buildings: while riding, the phone's position is thrown 60–200 m off
 * for 10–30 s at a time, yet it keeps stating 10–30 m accuracy and reports its true speed
 * (Doppler speed is not fooled by a reflected signal the way a position is). On most days a jump
 * comes every 2.5–4.5 km of riding, enough to make rides about 5 % long; on a bad day (one in
 * four) every 0.6–1.2 km, a quarter long.
 */
export function addCanyonJumps(
  points: readonly DevicePointInput[],
  fixes: readonly TrueFix[],
  rng: Random,
): { points: DevicePointInput[]; jumpedFixIds: string[] } {
  const meanApartM = rng.chance(0.25) ? rng.between(600, 1_200) : rng.between(2_500, 4_500);
  const out = [...points];
  const jumpedFixIds: string[] = [];
  let untilNextM = meanApartM * rng.between(0.5, 1.5);
  let jump: { endMs: number; north: number; east: number; accuracy: number } | null = null;
  for (let i = 0; i < fixes.length; i++) {
    const fix = fixes[i] as TrueFix;
    const riding = fix.mode !== null && fix.mode !== 'walking' && fix.tripIndex !== null;
    const previous = fixes[i - 1];
    if (riding && previous?.tripIndex === fix.tripIndex) {
      untilNextM -= haversineMeters(previous.point, fix.point);
    }
    if (jump && fix.timeMs > jump.endMs) jump = null;
    if (!jump && riding && untilNextM <= 0) {
      const size = rng.between(60, 200);
      const angle = rng.between(0, 2 * Math.PI);
      jump = {
        endMs: fix.timeMs + rng.between(10, 30) * 1000,
        north: size * Math.cos(angle),
        east: size * Math.sin(angle),
        accuracy: rng.between(10, 30),
      };
      untilNextM = meanApartM * rng.between(0.5, 1.5);
    }
    if (!jump || !riding) continue;
    const [lat, lng] = offsetMeters(
      fix.point,
      jump.north + rng.normal() * 4,
      jump.east + rng.normal() * 4,
    );
    const point = out[i] as DevicePointInput;
    out[i] = {
      ...point,
      lat: Math.round(lat * 1e6) / 1e6,
      lng: Math.round(lng * 1e6) / 1e6,
      accuracy: Math.round((jump.accuracy + rng.normal()) * 10) / 10,
    };
    jumpedFixIds.push(fix.id);
  }
  return { points: out, jumpedFixIds };
}
