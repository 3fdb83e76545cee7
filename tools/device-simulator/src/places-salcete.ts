import { definePlace, type Place } from './place-types.ts';

/** Customers in and around Margao: Verna, Nuvem, Fatorda, Navelim, Colva and Benaulim. */
export const SALCETE_PLACES: readonly Place[] = [
  definePlace(
    'verna-shop',
    'Shop at Verna junction',
    'Shop 3, Verna junction, NH 66, Verna, Goa 403722',
    [15.3608, 73.938],
    'verna-junction',
  ),
  definePlace(
    'nuvem',
    'Nuvem home',
    'H.No. 64, Nuvem, Salcete, Goa 403713',
    [15.319, 73.9508],
    'nuvem',
  ),
  definePlace(
    'fatorda',
    'Fatorda Heights flat',
    'Flat 7, Fatorda Heights, opp. Nehru Stadium, Fatorda, Margao, Goa 403602',
    [15.2885, 73.9662],
    'fatorda',
  ),
  definePlace(
    'margao-garden',
    'Shop near Margao garden',
    'Shop 19, near Municipal Garden, Margao, Goa 403601',
    [15.2745, 73.9588],
    'margao-garden',
  ),
  definePlace(
    'margao-ib-road',
    'Flat on Isidorio Baptista Road',
    'Flat 2C, Isidorio Baptista Road, Margao, Goa 403601',
    [15.2731, 73.9571],
    'margao-garden',
  ),
  definePlace(
    'navelim',
    'Navelim home',
    'H.No. 91, near Rosary Church, Navelim, Salcete, Goa 403707',
    [15.253, 73.9697],
    'navelim',
  ),
  definePlace(
    'colva',
    'Colva home',
    'H.No. 12, 4th Ward, Colva, Salcete, Goa 403708',
    [15.2786, 73.9216],
    'colva',
  ),
  definePlace(
    'benaulim',
    'Benaulim home',
    'H.No. 77, near Maria Hall, Benaulim, Salcete, Goa 403716',
    [15.2586, 73.934],
    'benaulim',
  ),
];
