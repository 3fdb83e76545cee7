import { BARDEZ_PLACES } from './places-bardez.ts';
import { SALCETE_PLACES } from './places-salcete.ts';
import { TISWADI_PLACES } from './places-tiswadi.ts';
import { definePlace, type Place, type Territory } from './place-types.ts';

/** Where a day starts and ends: the company's office, the waste yard, the sales warehouse. */
export const START_PLACES = {
  office: definePlace(
    'office',
    'Mandovi Field Services office, Patto',
    '2nd Floor, Mandovi Chambers, EDC Complex, Patto Plaza, Panaji, Goa 403001',
    [15.4942, 73.8357],
    'patto-plaza',
  ),
  'karaswada-yard': definePlace(
    'karaswada-yard',
    'Collection vehicle yard, Karaswada',
    'Vehicle yard, Shed 4, Karaswada, Mapusa, Goa 403526',
    [15.6012, 73.8242],
    'karaswada',
  ),
  'verna-warehouse': definePlace(
    'verna-warehouse',
    'Verna warehouse',
    'Warehouse, Plot L-61, Verna Industrial Estate, Verna, Goa 403722',
    [15.3574, 73.9282],
    'verna-estate',
  ),
} as const satisfies Record<string, Place>;

export type StartPlaceId = keyof typeof START_PLACES;

export const CUSTOMER_PLACES: ReadonlyMap<string, Place> = new Map(
  [...TISWADI_PLACES, ...BARDEZ_PLACES, ...SALCETE_PLACES].map((p) => [p.id, p]),
);

/** Customers grouped so one day stays in one part of Goa, as a dispatcher would plan it. */
export const TERRITORY_CUSTOMERS: Readonly<Record<Territory, readonly string[]>> = {
  panaji: [
    'fontainhas',
    'church-square',
    'june-18',
    'campal',
    'miramar',
    'caranzalem',
    'dona-paula',
    'taleigao',
    'taleigao-market',
    'st-inez',
    'ribandar',
    'merces',
  ],
  bardez: [
    'betim',
    'o-coqueiro',
    'alto-porvorim',
    'holy-family',
    'guirim',
    'mapusa-market',
    'mapusa-bus-stand',
    'khorlim',
    'assagao',
    'anjuna',
    'sangolda',
    'saligao',
    'calangute',
    'baga',
    'candolim',
    'nerul',
  ],
  tiswadi: [
    'ribandar',
    'old-goa',
    'merces',
    'gmc',
    'agassaim',
    'cortalim',
    'taleigao',
    'st-inez',
    'church-square',
    'fontainhas',
  ],
  salcete: [
    'verna-shop',
    'nuvem',
    'fatorda',
    'margao-garden',
    'margao-ib-road',
    'navelim',
    'colva',
    'benaulim',
    'cortalim',
  ],
};

export function customerPlace(id: string): Place {
  const found = CUSTOMER_PLACES.get(id);
  if (!found) throw new Error(`Unknown customer place "${id}"`);
  return found;
}
