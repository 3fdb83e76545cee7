import type { LatLngTuple } from './geo.ts';

/** A junction or landmark the routes pass through; ids are kebab-case and unique across Goa. */
export interface RoadNode {
  name: string;
  lat: number;
  lng: number;
}

/**
 * One road between two junctions, drawn as the real road runs: the waypoints between the ends
 * trace its bends (hand-placed from the map, good to some tens of metres). Roads are two-way.
 */
export type RoadEdge = readonly [
  from: string,
  to: string,
  road: string,
  via: readonly LatLngTuple[],
];

export interface RoadNetworkPart {
  nodes: Readonly<Record<string, RoadNode>>;
  edges: readonly RoadEdge[];
}
