import { haversineMeters, pathLengthMeters, type LatLngTuple } from './geo.ts';
import type { Place } from './place-types.ts';
import { BARDEZ_ROADS } from './roads-bardez.ts';
import { SALCETE_ROADS } from './roads-salcete.ts';
import { TISWADI_ROADS } from './roads-tiswadi.ts';
import type { RoadNode } from './road-types.ts';

/** A way from one place to another along the hand-drawn roads, before any timing. */
export interface Route {
  /** Door, junction, the road's bends, junction, ..., door. */
  points: LatLngTuple[];
  /** Which of `points` are junctions: where traffic lights and give-way stops happen. */
  junctionIndexes: number[];
  /** Metres of lane from the door to the first junction, and from the last junction to the door. */
  laneStartM: number;
  laneEndM: number;
  roads: string[];
}

interface Link {
  to: string;
  road: string;
  /** From this node to `to`, both ends included. */
  points: LatLngTuple[];
  lengthM: number;
}

export const ROAD_NODES: Readonly<Record<string, RoadNode>> = {
  ...TISWADI_ROADS.nodes,
  ...BARDEZ_ROADS.nodes,
  ...SALCETE_ROADS.nodes,
};
export const ROAD_EDGES = [...TISWADI_ROADS.edges, ...BARDEZ_ROADS.edges, ...SALCETE_ROADS.edges];

function nodePoint(id: string): LatLngTuple {
  const node = ROAD_NODES[id];
  if (!node) throw new Error(`Unknown road junction "${id}"`);
  return [node.lat, node.lng];
}

function buildLinks(): Map<string, Link[]> {
  const links = new Map<string, Link[]>();
  const add = (from: string, link: Link) => {
    const list = links.get(from) ?? [];
    list.push(link);
    links.set(from, list);
  };
  for (const [from, to, road, via] of ROAD_EDGES) {
    const points: LatLngTuple[] = [nodePoint(from), ...via.map((p) => [...p] as LatLngTuple)];
    points.push(nodePoint(to));
    const lengthM = pathLengthMeters(points);
    add(from, { to, road, points, lengthM });
    add(to, { to: from, road, points: [...points].reverse(), lengthM });
  }
  return links;
}

const LINKS = buildLinks();

/** Dijkstra over ~50 junctions: a linear scan for the nearest open node is fast enough. */
function shortestLinks(from: string, to: string): Link[] {
  const distance = new Map<string, number>([[from, 0]]);
  const cameBy = new Map<string, { node: string; link: Link }>();
  const done = new Set<string>();
  for (;;) {
    let current: string | undefined;
    let best = Infinity;
    for (const [node, d] of distance) {
      if (!done.has(node) && d < best) {
        best = d;
        current = node;
      }
    }
    if (current === undefined) throw new Error(`No road from "${from}" to "${to}"`);
    if (current === to) break;
    done.add(current);
    for (const link of LINKS.get(current) ?? []) {
      const d = best + link.lengthM;
      if (d < (distance.get(link.to) ?? Infinity)) {
        distance.set(link.to, d);
        cameBy.set(link.to, { node: current, link });
      }
    }
  }
  const path: Link[] = [];
  for (let node = to; node !== from;) {
    const step = cameBy.get(node);
    if (!step) throw new Error(`No road from "${from}" to "${to}"`);
    path.unshift(step.link);
    node = step.node;
  }
  return path;
}

export function routeBetween(from: Place, to: Place): Route {
  const start: LatLngTuple = [from.lat, from.lng];
  const end: LatLngTuple = [to.lat, to.lng];
  const links = from.node === to.node ? [] : shortestLinks(from.node, to.node);
  const points: LatLngTuple[] = [start, nodePoint(from.node)];
  const junctionIndexes = [1];
  const roads: string[] = [];
  for (const link of links) {
    points.push(...link.points.slice(1));
    junctionIndexes.push(points.length - 1);
    if (roads.at(-1) !== link.road) roads.push(link.road);
  }
  points.push(end);
  return {
    points,
    junctionIndexes,
    laneStartM: haversineMeters(start, nodePoint(from.node)),
    laneEndM: haversineMeters(nodePoint(to.node), end),
    roads,
  };
}

export function routeLengthMeters(route: Route): number {
  return pathLengthMeters(route.points);
}
