import { describe, expect, it } from 'vitest';
import { haversineMeters, type LatLngTuple } from './geo.ts';
import { CUSTOMER_PLACES, START_PLACES, TERRITORY_CUSTOMERS } from './goa-places.ts';
import { ROAD_EDGES, ROAD_NODES, routeBetween, routeLengthMeters } from './road-router.ts';
import { insideGoa } from './sample-plans.ts';

const node = (id: string): LatLngTuple => {
  const n = ROAD_NODES[id];
  if (!n) throw new Error(`no junction ${id}`);
  return [n.lat, n.lng];
};
const places = [...CUSTOMER_PLACES.values(), ...Object.values(START_PLACES)];

describe('the hand-drawn Goa road network', () => {
  it('joins junctions that exist, with no road drawn as one long straight jump', () => {
    for (const [from, to, road, via] of ROAD_EDGES) {
      const points = [node(from), ...via.map((p): LatLngTuple => [p[0], p[1]]), node(to)];
      for (let i = 1; i < points.length; i++) {
        const step = haversineMeters(points[i - 1] as LatLngTuple, points[i] as LatLngTuple);
        expect(step, `${road}: ${from} → ${to}`).toBeLessThan(2_500);
      }
      for (const [lat, lng] of points) expect(insideGoa(lat, lng)).toBe(true);
    }
  });

  it('hangs every place within a short lane of its junction', () => {
    for (const place of places) {
      expect(haversineMeters([place.lat, place.lng], node(place.node)), place.id).toBeLessThan(400);
    }
  });

  it('reaches every place from every start place', () => {
    for (const start of Object.values(START_PLACES)) {
      for (const place of CUSTOMER_PLACES.values()) {
        const route = routeBetween(start, place);
        expect(route.points[0]).toEqual([start.lat, start.lng]);
        expect(route.points.at(-1)).toEqual([place.lat, place.lng]);
        expect(routeLengthMeters(route)).toBeGreaterThan(0);
      }
    }
  });

  it('names only known customers in the territories, each with enough for a full day', () => {
    for (const ids of Object.values(TERRITORY_CUSTOMERS)) {
      expect(ids.length).toBeGreaterThanOrEqual(8);
      for (const id of ids) expect(CUSTOMER_PLACES.has(id), id).toBe(true);
    }
  });

  it('drives Panaji to Porvorim over the Mandovi bridges, about 4–6 km', () => {
    const office = START_PLACES.office;
    const porvorim = CUSTOMER_PLACES.get('alto-porvorim');
    if (!porvorim) throw new Error('no Alto Porvorim');
    const route = routeBetween(office, porvorim);
    expect(route.roads).toContain('Mandovi bridges (NH 66)');
    expect(routeLengthMeters(route)).toBeGreaterThan(4_000);
    expect(routeLengthMeters(route)).toBeLessThan(6_000);
  });
});
