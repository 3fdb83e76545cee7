export interface Pixel {
  x: number;
  y: number;
}

/** Room between two fanned markers, so their outlines do not touch. */
const GAP_PX = 6;

/**
 * Screen positions for round markers of `sizePx` such that none hides another: markers that
 * overlap (directly or through a chain of neighbours) are spread around their group's centre,
 * the rest stay where they are. Pure and deterministic: the same input always fans the same way,
 * so markers do not jump between renders.
 */
export function fanOut(points: readonly Pixel[], sizePx: number): Pixel[] {
  const groups = overlappingGroups(points, sizePx);
  const result = points.map((p) => ({ x: p.x, y: p.y }));
  for (const members of groups) {
    if (members.length < 2) continue;
    const centre = {
      x: members.reduce((sum, i) => sum + (points[i]?.x ?? 0), 0) / members.length,
      y: members.reduce((sum, i) => sum + (points[i]?.y ?? 0), 0) / members.length,
    };
    ringOffsets(members.length, sizePx + GAP_PX).forEach((offset, slot) => {
      const index = members[slot];
      if (index !== undefined) result[index] = { x: centre.x + offset.x, y: centre.y + offset.y };
    });
  }
  return result;
}

/** Indexes grouped by single-link overlap (closer than one marker's width), in input order. */
function overlappingGroups(points: readonly Pixel[], sizePx: number): number[][] {
  const parent = points.map((_, i) => i);
  const root = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] ?? r;
    return r;
  };
  for (let i = 0; i < points.length; i += 1) {
    for (let j = i + 1; j < points.length; j += 1) {
      const a = points[i];
      const b = points[j];
      if (a && b && Math.hypot(a.x - b.x, a.y - b.y) < sizePx) parent[root(j)] = root(i);
    }
  }
  const byRoot = new Map<number, number[]>();
  points.forEach((_, i) => {
    const r = root(i);
    byRoot.set(r, [...(byRoot.get(r) ?? []), i]);
  });
  return [...byRoot.values()];
}

/**
 * Offsets for `count` markers `spacing` apart: up to six on one circle just wide enough, more on
 * rings `spacing` apart, each holding as many as fit, starting at the top and going clockwise.
 */
export function ringOffsets(count: number, spacing: number): Pixel[] {
  if (count < 2) return [{ x: 0, y: 0 }].slice(0, count);
  const rings: { radius: number; size: number }[] = [];
  if (count <= 6) {
    rings.push({ radius: spacing / (2 * Math.sin(Math.PI / count)), size: count });
  } else {
    let left = count;
    for (let k = 1; left > 0; k += 1) {
      // The small epsilon keeps 6 on the first ring: π / asin(1/2) is 6 but computes a hair under.
      const fits = Math.floor(Math.PI / Math.asin(1 / (2 * k)) + 1e-9);
      rings.push({ radius: k * spacing, size: Math.min(fits, left) });
      left -= fits;
    }
  }
  return rings.flatMap(({ radius, size }) =>
    Array.from({ length: size }, (_, i) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * i) / size;
      return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
    }),
  );
}
