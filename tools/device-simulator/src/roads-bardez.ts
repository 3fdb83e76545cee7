import type { RoadNetworkPart } from './road-types.ts';

/**
 * Bardez, north of the Mandovi: the bridges to Betim, NH 66 up the Porvorim plateau to Mapusa
 * and Karaswada, the roads west to Saligao, Calangute, Baga and Candolim, the riverside road
 * back through Nerul and Reis Magos, and Mapusa to Anjuna.
 */
export const BARDEZ_ROADS: RoadNetworkPart = {
  nodes: {
    betim: { name: 'Betim, Mandovi bridges north end', lat: 15.5078, lng: 73.8357 },
    'o-coqueiro': { name: 'O Coqueiro junction', lat: 15.5203, lng: 73.828 },
    'alto-porvorim': { name: 'Alto Porvorim', lat: 15.53, lng: 73.8266 },
    'holy-family': { name: 'Holy Family church, Porvorim', lat: 15.5405, lng: 73.824 },
    guirim: { name: 'Guirim', lat: 15.565, lng: 73.816 },
    'mapusa-junction': { name: 'Mapusa, NH 66 junction', lat: 15.583, lng: 73.814 },
    'mapusa-market': { name: 'Mapusa market', lat: 15.5912, lng: 73.81 },
    khorlim: { name: 'Khorlim, Mapusa', lat: 15.5872, lng: 73.8205 },
    karaswada: { name: 'Karaswada', lat: 15.6, lng: 73.823 },
    assagao: { name: 'Assagao', lat: 15.5865, lng: 73.783 },
    anjuna: { name: 'Anjuna', lat: 15.58, lng: 73.745 },
    sangolda: { name: 'Sangolda', lat: 15.544, lng: 73.806 },
    saligao: { name: 'Saligao', lat: 15.553, lng: 73.791 },
    calangute: { name: 'Calangute circle', lat: 15.543, lng: 73.764 },
    baga: { name: 'Baga', lat: 15.5555, lng: 73.753 },
    candolim: { name: 'Candolim', lat: 15.516, lng: 73.768 },
    nerul: { name: 'Nerul', lat: 15.51, lng: 73.783 },
    arpora: { name: 'Arpora', lat: 15.563, lng: 73.764 },
    parra: { name: 'Parra', lat: 15.576, lng: 73.793 },
  },
  edges: [
    ['mandovi-bridge-south', 'betim', 'Mandovi bridges (NH 66)', [[15.504, 73.8365]]],
    [
      'betim',
      'o-coqueiro',
      'NH 66, Porvorim',
      [
        [15.511, 73.834],
        [15.5152, 73.831],
      ],
    ],
    ['o-coqueiro', 'alto-porvorim', 'NH 66, Porvorim', [[15.525, 73.8272]]],
    ['alto-porvorim', 'holy-family', 'NH 66, Porvorim', [[15.535, 73.8256]]],
    [
      'holy-family',
      'guirim',
      'NH 66',
      [
        [15.548, 73.8215],
        [15.556, 73.8186],
      ],
    ],
    ['guirim', 'mapusa-junction', 'NH 66', [[15.574, 73.815]]],
    ['mapusa-junction', 'mapusa-market', 'Mapusa main road', [[15.5878, 73.8126]]],
    ['mapusa-junction', 'khorlim', 'Khorlim road', [[15.5856, 73.8176]]],
    ['mapusa-junction', 'karaswada', 'NH 66, Karaswada', [[15.5915, 73.8185]]],
    [
      'mapusa-market',
      'assagao',
      'Mapusa–Anjuna road',
      [
        [15.5904, 73.802],
        [15.5882, 73.792],
      ],
    ],
    [
      'assagao',
      'anjuna',
      'Mapusa–Anjuna road',
      [
        [15.584, 73.77],
        [15.5815, 73.756],
      ],
    ],
    ['holy-family', 'sangolda', 'Porvorim–Calangute road', [[15.542, 73.815]]],
    ['sangolda', 'saligao', 'Porvorim–Calangute road', [[15.5482, 73.7982]]],
    [
      'saligao',
      'calangute',
      'Saligao–Calangute road',
      [
        [15.5482, 73.782],
        [15.5442, 73.773],
      ],
    ],
    ['calangute', 'baga', 'Calangute–Baga road', [[15.549, 73.7598]]],
    [
      'calangute',
      'candolim',
      'Calangute–Candolim road',
      [
        [15.534, 73.7652],
        [15.524, 73.7662],
      ],
    ],
    ['candolim', 'nerul', 'Nerul road', [[15.5122, 73.7752]]],
    [
      'nerul',
      'betim',
      'Reis Magos–Betim road',
      [
        [15.504, 73.792],
        [15.5022, 73.804],
        [15.5042, 73.816],
        [15.5062, 73.827],
      ],
    ],
    [
      'anjuna',
      'arpora',
      'Anjuna–Baga road',
      [
        [15.572, 73.75],
        [15.568, 73.756],
      ],
    ],
    ['arpora', 'baga', 'Arpora–Baga road', [[15.559, 73.758]]],
    ['arpora', 'calangute', 'Calangute–Arpora road', [[15.552, 73.7665]]],
    ['arpora', 'parra', 'Arpora–Parra road', [[15.569, 73.776]]],
    ['parra', 'assagao', 'Parra–Assagao road', [[15.5815, 73.7885]]],
    ['parra', 'mapusa-market', 'Parra–Mapusa road', [[15.583, 73.802]]],
    [
      'saligao',
      'guirim',
      'Saligao–Guirim road',
      [
        [15.558, 73.8],
        [15.562, 73.808],
      ],
    ],
  ],
};
