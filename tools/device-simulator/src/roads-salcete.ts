import type { RoadNetworkPart } from './road-types.ts';

/**
 * Salcete: NH 66 from the Zuari bridge over the Verna plateau and through Nuvem into Margao,
 * the Verna industrial estate, and Margao's roads out to Fatorda, Navelim, Colva and Benaulim.
 */
export const SALCETE_ROADS: RoadNetworkPart = {
  nodes: {
    'verna-junction': { name: 'Verna junction, NH 66', lat: 15.36, lng: 73.937 },
    'verna-estate': { name: 'Verna Industrial Estate', lat: 15.357, lng: 73.929 },
    nuvem: { name: 'Nuvem', lat: 15.3185, lng: 73.95 },
    'margao-junction': { name: 'Margao, NH 66 entry', lat: 15.294, lng: 73.958 },
    fatorda: { name: 'Fatorda, Nehru Stadium', lat: 15.289, lng: 73.9655 },
    'margao-garden': { name: 'Municipal Garden, Margao', lat: 15.274, lng: 73.958 },
    navelim: { name: 'Navelim', lat: 15.2535, lng: 73.969 },
    colva: { name: 'Colva church junction', lat: 15.279, lng: 73.9225 },
    benaulim: { name: 'Maria Hall, Benaulim', lat: 15.259, lng: 73.933 },
  },
  edges: [
    [
      'cortalim',
      'verna-junction',
      'NH 66',
      [
        [15.393, 73.916],
        [15.382, 73.9222],
        [15.37, 73.93],
      ],
    ],
    ['verna-junction', 'verna-estate', 'Verna Industrial Estate road', [[15.3615, 73.9325]]],
    [
      'verna-junction',
      'nuvem',
      'NH 66',
      [
        [15.348, 73.942],
        [15.333, 73.947],
      ],
    ],
    ['nuvem', 'margao-junction', 'NH 66', [[15.305, 73.954]]],
    ['margao-junction', 'margao-garden', 'Margao main road', [[15.285, 73.9585]]],
    ['margao-junction', 'fatorda', 'Fatorda road', [[15.2925, 73.9625]]],
    ['fatorda', 'margao-garden', 'Stadium road', [[15.282, 73.964]]],
    [
      'margao-garden',
      'navelim',
      'Margao–Navelim road',
      [
        [15.268, 73.962],
        [15.26, 73.966],
      ],
    ],
    [
      'margao-garden',
      'colva',
      'Margao–Colva road',
      [
        [15.275, 73.95],
        [15.2765, 73.94],
        [15.2775, 73.93],
      ],
    ],
    [
      'colva',
      'benaulim',
      'Colva–Benaulim road',
      [
        [15.272, 73.924],
        [15.265, 73.928],
      ],
    ],
    [
      'benaulim',
      'navelim',
      'Benaulim–Navelim road',
      [
        [15.2572, 73.945],
        [15.2552, 73.958],
      ],
    ],
  ],
};
