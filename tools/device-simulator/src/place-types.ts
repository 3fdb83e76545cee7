/**
 * Where the simulated people go. Each place hangs off one road junction (`node`): the last
 * stretch from the junction to the door is a lane, taken slowly. Customer addresses are made up
 * but sit on real streets of the named villages and towns.
 */
export interface Place {
  id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  node: string;
}

export type Territory = 'panaji' | 'bardez' | 'tiswadi' | 'salcete';

export function definePlace(
  id: string,
  name: string,
  address: string,
  [lat, lng]: readonly [number, number],
  node: string,
): Place {
  return { id, name, address, lat, lng, node };
}
